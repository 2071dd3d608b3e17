import { InvalidParametersError } from '@sluice/core'
import { MAX_UINT128 } from './constants.js'
import type { TickTable, TickTableEntry } from './TickTable.js'

export type CreateTickTableParameters = {
  /** The initialised ticks, in any order, each once. */
  entries: Iterable<TickTableEntry>
}

const MASK_64 = (1n << 64n) - 1n
const INT128_MIN = -(1n << 127n)
const INT128_MAX = (1n << 127n) - 1n

/**
 * A `TickTable` of these ticks. Throws `InvalidParametersError` for a tick given twice, a
 * `liquidityNet` outside int128 or a `liquidityGross` outside 1..uint128 (a tick with no gross
 * liquidity is not initialised).
 */
export function createTickTable({ entries }: CreateTickTableParameters): TickTable {
  const sorted = [...entries].sort((a, b) => a.tick - b.tick)
  // Both arrays in one buffer (the liquidity 8-byte aligned after the ticks): one allocation and
  // one ArrayBuffer object per pool instead of two, which at 100,000 pools is about 10 MB.
  const liquidityOffset = Math.ceil((4 * sorted.length) / 8) * 8
  const buffer = new ArrayBuffer(liquidityOffset + 32 * sorted.length)
  const ticks = new Int32Array(buffer, 0, sorted.length)
  const liquidity = new BigUint64Array(buffer, liquidityOffset, 4 * sorted.length)
  sorted.forEach(({ tick, liquidityNet, liquidityGross }, index) => {
    if (index > 0 && sorted[index - 1]!.tick === tick) throw new InvalidParametersError(`Tick ${tick} is given twice.`)
    if (liquidityNet < INT128_MIN || liquidityNet > INT128_MAX)
      throw new InvalidParametersError(`Tick ${tick}'s liquidityNet ${liquidityNet} is not an int128.`)
    if (liquidityGross <= 0n || liquidityGross > MAX_UINT128)
      throw new InvalidParametersError(`Tick ${tick}'s liquidityGross ${liquidityGross} is not a non-zero uint128.`)
    ticks[index] = tick
    const net = BigInt.asUintN(128, liquidityNet)
    liquidity[4 * index] = net >> 64n
    liquidity[4 * index + 1] = net & MASK_64
    liquidity[4 * index + 2] = liquidityGross >> 64n
    liquidity[4 * index + 3] = liquidityGross & MASK_64
  })
  return { ticks, liquidity }
}
