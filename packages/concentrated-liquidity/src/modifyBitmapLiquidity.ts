import { createTickTable } from './createTickTable.js'
import { readTickTable } from './readTickTable.js'
import type { TickTable, TickTableEntry } from './TickTable.js'

/**
 * What a tick-bitmap pool's state (Uniswap V3, V4, their forks) holds for swaps and liquidity
 * changes: the current tick and in-range liquidity, and the tick data of a contiguous range of
 * bitmap words, `minWord..maxWord` (inclusive word positions, a word being 256 compressed ticks:
 * `wordPosition = floor(tick / tickSpacing) >> 8`). A plugin's pool state extends it.
 */
export type BitmapLiquidityFields = {
  tick: number
  /** In-range liquidity. */
  liquidity: bigint
  tickSpacing: number
  /** Lowest loaded word position. */
  minWord: number
  /** Highest loaded word position. */
  maxWord: number
  /**
   * Every initialised tick in the loaded words with its `liquidityNet` and `liquidityGross` (the
   * gross tells when a burn leaves a tick empty, so following logs can clear it). The bitmap
   * words are these ticks' bits; a loaded word with none of them is zero.
   */
  tickTable: TickTable
}

export type ModifyBitmapLiquidityParameters<data extends BitmapLiquidityFields> = {
  /** The state before the change; not changed. */
  data: data
  /** The position's bounds (`tickLower < tickUpper`, multiples of the tick spacing, as the pool requires). */
  tickLower: number
  tickUpper: number
  /** Liquidity added (positive, a V3 `Mint`) or removed (negative, a V3 `Burn`); V4's signed `liquidityDelta`. */
  liquidityDelta: bigint
}

/** The state after the change, or `undefined` when it cannot be what the pool holds (it removes more than a tick or the range has). */
export type ModifyBitmapLiquidityReturnType<data extends BitmapLiquidityFields> = data | undefined

/**
 * A pool's state after a position's liquidity changed, as the pool's `_modifyPosition` (V3) or
 * `Pool.modifyLiquidity` (V4) changes it: each bound's `liquidityGross` moves by the delta, its
 * `liquidityNet` by the delta at the lower bound and against it at the upper; a bound whose gross
 * leaves zero is initialised (its bitmap bit set), one whose gross returns to zero is cleared
 * (bit, gross and net gone); and the in-range liquidity moves when the current tick is in
 * `[tickLower, tickUpper)`. A zero delta (a V3 poke, a V4 fee collection) changes nothing.
 * Bounds outside the loaded words are not tracked and left out; the in-range liquidity still
 * follows.
 */
export function modifyBitmapLiquidity<data extends BitmapLiquidityFields>({
  data,
  tickLower,
  tickUpper,
  liquidityDelta,
}: ModifyBitmapLiquidityParameters<data>): ModifyBitmapLiquidityReturnType<data> {
  if (liquidityDelta === 0n) return data
  // Mints and burns are rare next to swaps: the table is rebuilt, not edited in place.
  const entries = new Map<number, TickTableEntry>(readTickTable({ table: data.tickTable }).map((entry) => [entry.tick, entry]))
  const update = (tick: number, netDelta: bigint): boolean => {
    const word = Math.floor(tick / data.tickSpacing) >> 8
    if (word < data.minWord || word > data.maxWord) return true
    const before = entries.get(tick)
    const after = (before?.liquidityGross ?? 0n) + liquidityDelta
    if (after < 0n) return false
    // A bound whose gross returns to zero is cleared (its bitmap bit, gross and net gone).
    if (after === 0n) entries.delete(tick)
    else entries.set(tick, { tick, liquidityGross: after, liquidityNet: (before?.liquidityNet ?? 0n) + netDelta })
    return true
  }
  if (!update(tickLower, liquidityDelta) || !update(tickUpper, -liquidityDelta)) return undefined
  const liquidity = data.tick >= tickLower && data.tick < tickUpper ? data.liquidity + liquidityDelta : data.liquidity
  if (liquidity < 0n) return undefined
  return { ...data, liquidity, tickTable: createTickTable({ entries: entries.values() }) }
}
