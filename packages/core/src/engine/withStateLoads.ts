import type { StateNotLoadedError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import type { PoolStateSnapshot } from '../store/createPoolStateSnapshot.js'
import type { PoolStateStore } from '../store/createPoolStateStore.js'
import { missingPoolStateKey } from '../store/missingPoolStateKey.js'
import type { MissingPoolState } from '../types/Simulator.js'

export type WithStateLoadsParameters<result> = {
  store: Pick<PoolStateStore, 'snapshot' | 'loadState'>
  /** An answer on a snapshot; it reports the pools that refused part of it for want of state. */
  run: (parameters: { snapshot: PoolStateSnapshot; onStateNotLoaded: ((missing: MissingPoolState) => void) | undefined }) => Promise<result>
  /** Rounds of loading before the answer is taken as it is. */
  maxLoads: number
}

export type WithStateLoadsReturnType<result> = Promise<result>

/**
 * Runs an answer on the store's snapshot; when pools refused part of it for want of state (tick
 * data beyond the range read, reported through `onStateNotLoaded` or thrown as
 * `StateNotLoadedError`), the store loads that state and the answer runs again on the widened
 * snapshot, up to `maxLoads` times. A load that fails or widens nothing leaves the answer (or
 * its error) as it is.
 */
export async function withStateLoads<result>({ store, run, maxLoads }: WithStateLoadsParameters<result>): WithStateLoadsReturnType<result> {
  for (let round = 0; ; round++) {
    // Each pool's request once: a search quotes the same pool many times.
    const missing = new Map<string, MissingPoolState>()
    const onStateNotLoaded = round < maxLoads ? (entry: MissingPoolState) => void missing.set(missingPoolStateKey(entry), entry) : undefined
    const outcome = await run({ snapshot: store.snapshot(), onStateNotLoaded }).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    )
    if ('error' in outcome && isSluiceError<StateNotLoadedError>(outcome.error, 'StateNotLoadedError'))
      onStateNotLoaded?.({ pool: outcome.error.pool, request: outcome.error.request })
    if (missing.size === 0 || (await store.loadState({ missing: [...missing.values()] }).catch(() => 0)) === 0) {
      if ('error' in outcome) throw outcome.error
      return outcome.result
    }
  }
}
