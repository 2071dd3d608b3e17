import { checkedUint256 as u } from './checkedUint256.js'
import type { SolidlyV1State } from './SolidlyV1State.js'

const E18 = 10n ** 18n

export type GetSolidlyV1KParameters = {
  /** Amounts of token0 and token1 (reserves or balances), raw units. */
  x: bigint
  y: bigint
  state: Pick<SolidlyV1State, 'stable' | 'decimals0' | 'decimals1'>
}

/**
 * The pool's invariant, Velodrome V1 `Pair._k`: `x·y` for a volatile pool; for a stable pool
 * `x³y + xy³` on amounts normalised to 18 decimals, each product rounded down as the pool does.
 * Throws `SimulationError` where the pool's checked arithmetic reverts.
 */
export function getSolidlyV1K({ x, y, state }: GetSolidlyV1KParameters): bigint {
  if (!state.stable) return u(x * y)
  const nx = u(x * E18) / state.decimals0
  const ny = u(y * E18) / state.decimals1
  const a = u(nx * ny) / E18
  const b = u(u(nx * nx) / E18 + u(ny * ny) / E18)
  return u(a * b) / E18
}
