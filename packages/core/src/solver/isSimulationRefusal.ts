import type { StateNotLoadedError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import type { MissingPoolState } from '../types/Simulator.js'

export type IsSimulationRefusalParameters = {
  error: unknown
  /** Told when the refusal is for want of pool state (`StateNotLoadedError`). */
  onStateNotLoaded?: ((missing: MissingPoolState) => void) | undefined
}

/**
 * Whether a thrown error is a pool refusing a simulation (`SimulationError`): the solver then
 * leaves that pool or amount out. A refusal for want of state is reported first, so that the
 * state can be loaded and the quote computed again.
 */
export function isSimulationRefusal({ error, onStateNotLoaded }: IsSimulationRefusalParameters): boolean {
  if (isSluiceError<StateNotLoadedError>(error, 'StateNotLoadedError')) onStateNotLoaded?.({ pool: error.pool, request: error.request })
  return isSluiceError(error, 'SimulationError')
}
