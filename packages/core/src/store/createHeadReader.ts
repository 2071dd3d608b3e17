import type { PublicClient } from 'viem'
import { ChainUnavailableError } from '../errors/errors.js'
import type { SyncReport, SyncToHeadParameters } from './createPoolStateStore.js'
import type { PoolStoreStatus } from './PoolStoreStatus.js'
import { readBlockNumber } from './readBlockNumber.js'

export type CreateHeadReaderParameters = {
  status: PoolStoreStatus
  chainId: number
  client: PublicClient
  /** Milliseconds a head read may take before the node counts as hanging. */
  headTimeout: number
  now: () => number
  /** The store's sync to the latest block (joining one in flight). */
  sync(): Promise<SyncReport>
}

export type HeadReader = {
  /** `PoolStateStore.syncToHead`. */
  syncToHead(parameters?: SyncToHeadParameters): Promise<void>
  /** The node hangs: callers waiting for the next head read (queued behind the overdue one) stop waiting. */
  markHanging(): void
}

export type CreateHeadReaderReturnType = HeadReader

type HeadRead = {
  number: Promise<bigint>
  /** Syncs started before the read was sent. */
  syncsBefore: number
  /** Resolved when the read, or the one on the wire before it, is unanswered past `headTimeout`. */
  overdue: { promise: Promise<void>; resolve: () => void }
}

/**
 * The store's head tracking: brings the state up to the chain's head as of a call, reading the
 * head once for every caller that asked before the read went out, and tells when the node hangs
 * (a head read unanswered after `headTimeout`, cleared by the next answer).
 */
export function createHeadReader({ status, chainId, client, headTimeout, now, sync }: CreateHeadReaderParameters): CreateHeadReaderReturnType {
  /** The next head read, not sent yet: callers join it. */
  let headRead: HeadRead | undefined
  /** The head read on the wire. */
  let headReading: Promise<unknown> = Promise.resolve()

  function markHanging() {
    status.hangingSince ??= now()
    headRead?.overdue.resolve()
  }

  /**
   * The head, read once for every caller that asked before the read went out. One read is on the
   * wire at a time: callers that come meanwhile share the next one, sent when it ends (under load,
   * one read per round trip instead of one per event-loop turn). Never a read already in flight:
   * it may predate the caller's request (`readBlockNumber`). A read unanswered after `headTimeout`
   * marks the node hanging; the next answer clears it.
   */
  function readHead(): HeadRead {
    if (headRead) return headRead
    const read: HeadRead = { syncsBefore: 0, number: Promise.resolve(0n), overdue: newSignal() }
    read.number = headReading
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() => {
        headRead = undefined
        read.syncsBefore = status.syncsStarted
        const overdue = setTimeout(() => {
          markHanging()
          read.overdue.resolve()
        }, headTimeout)
        const answer = readBlockNumber(client).finally(() => clearTimeout(overdue))
        headReading = answer.then(
          () => {
            status.hangingSince = undefined
          },
          () => undefined,
        )
        return answer
      })
    // Callers that do not wait for it (the node hangs) leave its failure to health().
    read.number.catch(() => undefined)
    headRead = read
    return read
  }

  /** Whether the state must be synced to be the head's: behind it, or ahead of it from a sync begun before the read (a reorg). */
  function behind(head: bigint, syncsBefore: number): boolean {
    const { state } = status
    return !state || state.blockNumber < head || (state.blockNumber > head && status.stateSync <= syncsBefore)
  }

  async function syncToHead({ requireHead = false }: SyncToHeadParameters = {}): Promise<void> {
    const read = readHead()
    // While the node hangs nobody waits: the read goes out (one at a time) to notice it answer again.
    const head =
      status.hangingSince === undefined ? await Promise.race([read.number, read.overdue.promise.then(() => undefined)]).catch(() => undefined) : undefined
    if (head === undefined) {
      if (requireHead)
        throw new ChainUnavailableError({
          chainId,
          details:
            status.hangingSince === undefined
              ? 'The head block could not be read.'
              : `The node has not answered a head read for ${now() - status.hangingSince} ms.`,
        })
      return
    }
    try {
      // A sync in flight may have read an older head: join it, then sync again if still not at it.
      for (let attempt = 0; attempt < 3 && behind(head, read.syncsBefore); attempt++) await sync()
    } catch {
      // Recorded by the sync (health, lastError); snapshot() decides what may still be served.
    }
    if (status.state?.blockNumber === head) status.lastSyncedAt = now()
    else if (requireHead && behind(head, read.syncsBefore))
      throw new ChainUnavailableError({ chainId, cause: status.lastError, details: `The pool state could not be brought to the head block ${head}.` })
  }

  return { syncToHead, markHanging }
}

function newSignal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}
