import type { TickTable, TickTableEntry } from './TickTable.js'

/** The table's entry at `index` (in range). */
export function readTickTableEntry(table: TickTable, index: number): TickTableEntry {
  const { liquidity } = table
  const liquidityNet = BigInt.asIntN(128, ((liquidity[4 * index] as bigint) << 64n) | (liquidity[4 * index + 1] as bigint))
  const liquidityGross = ((liquidity[4 * index + 2] as bigint) << 64n) | (liquidity[4 * index + 3] as bigint)
  return { tick: table.ticks[index] as number, liquidityNet, liquidityGross }
}

/**
 * The `liquidityNet` of the tick at `index`, from a `TickTable`'s `liquidity` read as signed
 * halves (`BigInt64Array` over the same memory): the swap loop's read.
 */
export function tickLiquidityNet(signed: BigInt64Array, index: number): bigint {
  const high = signed[4 * index] as bigint
  const low = signed[4 * index + 1] as bigint
  // A net within int64 (most of them) is its low half read as signed: no 128-bit arithmetic.
  if (high === (low < 0n ? -1n : 0n)) return low
  return (high << 64n) + BigInt.asUintN(64, low)
}
