/**
 * The initialised ticks of a tick-bitmap pool, as plain typed arrays: a pool state is copied to
 * quote workers (`postMessage`) and serialised for the state feed (`v8.serialize`), and at
 * 100,000 pools three `Map`s of bigints per pool (bitmap words, `liquidityNet`, `liquidityGross`)
 * held most of the heap. The bitmap is not stored: its set bits are exactly these ticks (a tick
 * is initialised while its `liquidityGross` is not zero), so the swap loop finds the next
 * initialised tick by binary search. Build it with `createTickTable`, read it with
 * `readTickTable` or `findTickTableEntry`; a change builds a new table (states are immutable).
 */
export type TickTable = {
  /** The initialised ticks, ascending. */
  ticks: Int32Array
  /**
   * Four 64-bit halves per tick, at `4 * index`: `liquidityNet`'s high and low half (an int128
   * in two's complement), then `liquidityGross`'s high and low half (a uint128).
   */
  liquidity: BigUint64Array
}

/** One initialised tick of a `TickTable`. */
export type TickTableEntry = {
  tick: number
  /** The liquidity that comes in when the price moves up through the tick (int128). */
  liquidityNet: bigint
  /** The liquidity of all positions bounded by the tick (uint128, not zero). */
  liquidityGross: bigint
}
