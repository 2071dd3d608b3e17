import type { TickTable, TickTableEntry } from './TickTable.js'

/** The table's entry at `index` (in range). */
export function readTickTableEntry(table: TickTable, index: number): TickTableEntry {
  const { liquidity } = table
  const liquidityGross = ((liquidity[4 * index + 2] as bigint) << 64n) | (liquidity[4 * index + 3] as bigint)
  return { tick: table.ticks[index] as number, liquidityNet: tickLiquidityNet(liquidity, index), liquidityGross }
}

/** The `liquidityNet` of the tick at `index`, from a `TickTable`'s `liquidity` (the swap loop's read). */
export function tickLiquidityNet(liquidity: BigUint64Array, index: number): bigint {
  const high = liquidity[4 * index] as bigint
  const low = liquidity[4 * index + 1] as bigint
  // A positive net below 2^64 (most of them) needs no 128-bit arithmetic.
  return high === 0n ? low : BigInt.asIntN(128, (high << 64n) | low)
}
