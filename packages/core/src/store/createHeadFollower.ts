import type { PoolStateSyncer } from './createPoolStateSyncer.js'
import type { PoolStoreStatus } from './PoolStoreStatus.js'
import { type SubscribeNewHeadsReturnType, subscribeNewHeads } from './subscribeNewHeads.js'
import type { BlockHead } from './syncPoolStates.js'

export type CreateHeadFollowerParameters = {
  status: PoolStoreStatus
  syncer: Pick<PoolStateSyncer, 'sync' | 'inFlight' | 'continuesState' | 'abortReads'>
  /** The node's WebSocket URL, for new heads by `eth_subscribe newHeads`; absent: polling only. */
  webSocketUrl: string | undefined
  /** Milliseconds between polls of the head block, without a working subscription. */
  pollingInterval: number
  /** How long the state may go unconfirmed at the head (ms): while subscribed, a head read now and then confirms an idle chain's state. */
  maxStaleness: number
  /** Longest wait between retries while the RPC fails (ms). */
  maxRetryInterval: number
  now: () => number
}

export type HeadFollower = {
  /** Syncs once, then follows new blocks (by subscription, else polling) until `stop()`. */
  start(): Promise<void>
  /** Stops polling, closes the subscription's socket and waits for a sync in flight. */
  stop(): Promise<void>
}

export type CreateHeadFollowerReturnType = HeadFollower

/**
 * Keeps the store following the chain: new heads by subscription (polling pauses while it
 * delivers, and resumes while its socket is down) or by polling, each synced to in turn; a head
 * that does not continue the state's chain (lower, or another parent) is a reorg, read anew. While
 * syncs fail, polling retries with backoff up to `maxRetryInterval`.
 */
export function createHeadFollower({
  status,
  syncer,
  webSocketUrl,
  pollingInterval,
  maxStaleness,
  maxRetryInterval,
  now,
}: CreateHeadFollowerParameters): CreateHeadFollowerReturnType {
  const { sync, continuesState } = syncer
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The newest head a subscription announced, not yet synced to. */
  let announced: BlockHead | undefined
  let subscription: SubscribeNewHeadsReturnType | undefined
  let following: Promise<void> | undefined

  /** Syncs to the announced heads, one after another, until the state holds the newest (after a reorg: the new branch's). */
  function follow(): Promise<void> {
    following ??= (async () => {
      while (status.running && announced && (!status.state || announced.number > status.state.blockNumber || !continuesState(announced))) {
        const head = announced
        const inFlight = syncer.inFlight()
        if (inFlight) {
          await inFlight.catch(() => undefined)
          continue
        }
        // A head that continues the state's chain is synced to as announced. Any other (a reorg, or
        // a late head of a block the state went past) by reading the latest block, which tells:
        // a reorg is read anew there, a late head costs a head read and never takes the state back.
        const continues = status.state !== undefined && head.number > status.state.blockNumber && continuesState(head)
        await sync(continues ? head : undefined).catch(() => {
          // Recorded in health(); polling (with backoff) takes over until a sync succeeds.
          schedule()
        })
        if (announced === head && (status.lastError || !continues)) break
      }
    })().finally(() => {
      following = undefined
    })
    return following
  }

  function onHead(head: BlockHead) {
    if (!status.running) return
    if (!status.subscribed) {
      status.subscribed = true
      if (timer) clearTimeout(timer)
      timer = undefined
      schedule()
    }
    // A head that does not continue the state's chain (lower, or another parent) replaces a newer
    // announced one: the chain reorged to it.
    if (!announced || head.number >= announced.number || !continuesState(head)) announced = head
    void follow()
  }

  function onSubscriptionDown() {
    if (!status.running || !status.subscribed) return
    // The socket is down (it reconnects by itself): poll meanwhile.
    status.subscribed = false
    if (timer) clearTimeout(timer)
    timer = undefined
    schedule()
  }

  function schedule() {
    if (!status.running || timer) return
    // While the subscription delivers heads, a head read now and then confirms an idle chain's state.
    const confirmEvery = Math.max(pollingInterval, maxStaleness / 3)
    const delay =
      status.failures > 0
        ? Math.min(maxRetryInterval, pollingInterval * 2 ** Math.min(status.failures, 20))
        : status.subscribed
          ? Math.max(0, (status.lastSyncedAt ?? 0) + confirmEvery - now())
          : pollingInterval
    timer = setTimeout(() => {
      timer = undefined
      if (status.subscribed && status.failures === 0 && status.lastSyncedAt !== undefined && now() - status.lastSyncedAt < confirmEvery) schedule()
      else sync().then(schedule, schedule)
    }, delay)
  }

  return {
    async start() {
      if (status.running) return
      status.running = true
      status.stopped = false
      if (webSocketUrl && !subscription)
        subscription = subscribeNewHeads({ url: webSocketUrl, onHead, onDown: onSubscriptionDown, reconnectDelay: Math.min(maxRetryInterval, 1000) })
      await sync().catch(() => undefined)
      schedule()
    },
    async stop() {
      status.running = false
      status.stopped = true
      status.subscribed = false
      syncer.abortReads()
      if (timer) clearTimeout(timer)
      timer = undefined
      subscription?.close()
      subscription = undefined
      await following
      await syncer.inFlight()?.catch(() => undefined)
    },
  }
}
