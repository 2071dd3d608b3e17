import type { PoolStateStore, SyncToHeadParameters } from '../store/createPoolStateStore.js'
import type { EngineQuote } from './ChainEngine.js'
import { peekSnapshot } from './peekSnapshot.js'

export type QuoteAtHeadParameters = {
  store: Pick<PoolStateStore, 'snapshot' | 'syncToHead'>
  /** The store's head rule; a swap requires the head (it fails rather than quote a state it could not confirm). */
  head: SyncToHeadParameters
  /** The quote on the store's state as it is when called. */
  quoteOnState(): Promise<EngineQuote>
}

/** Resolves in the event loop's next turn (after the I/O callbacks of this one). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * A quote on the state at the chain's head as of the request. The head is read while the state
 * in hand is quoted (from the next event-loop turn, by when the read is on the wire unless another
 * was): when that state is the head's, as for most requests, its answer serves and the read adds
 * no latency; otherwise the quote runs again on the state synced to the head. While the node
 * hangs, the head read is not waited for (`syncToHead`): the state in hand serves while fresh.
 */
export async function quoteAtHead({ store, head, quoteOnState }: QuoteAtHeadParameters): Promise<EngineQuote> {
  const synced = store.syncToHead(head)
  const snapshotBeforeSync = peekSnapshot({ store })
  const early = snapshotBeforeSync
    ? nextTurn()
        .then(() => quoteOnState())
        .then(
          (result) => ({ result }),
          (error: unknown) => ({ error }),
        )
    : undefined
  await synced
  const blockNumber = store.snapshot().blockNumber
  if (early && snapshotBeforeSync?.blockNumber === blockNumber) {
    const outcome = await early
    if ('error' in outcome) throw outcome.error
    if (outcome.result.blockNumber === blockNumber) return outcome.result
  }
  return quoteOnState()
}
