/** One pool's state at a block, as `track` reads it (`metadata()` and the factory's `getFee`) and the simulator uses it. */
export type SolidlyV1State = {
  reserve0: bigint
  reserve1: bigint
  /** `10 ** decimals` of token0 and token1, as the pool stores them (its stable curve normalises by them). */
  decimals0: bigint
  decimals1: bigint
  /** Stable (x³y + xy³) or volatile (x·y) curve. */
  stable: boolean
  /** The factory's `getFee(stable)` in basis points (one fee per curve). */
  fee: bigint
}
