import { createTickTable, type TickTable, type TickTableEntry } from '@sluice/concentrated-liquidity'
import type { Hex } from 'viem'
import type { UniswapV4StorageSlotsReturnType } from './uniswapV4StorageSlots.js'

export type UniswapV4WordRange = {
  /** The pool's storage layout in the PoolManager. */
  layout: UniswapV4StorageSlotsReturnType
  tickSpacing: number
  /** Inclusive word positions to read. */
  fromWord: number
  toWord: number
}

export type ReadUniswapV4TickWordsParameters = {
  /** Reads PoolManager slots at the wanted block (`readUniswapV4Slots` bound to it). */
  read: (slots: Hex[]) => Promise<bigint[]>
  ranges: readonly UniswapV4WordRange[]
}

/** Per range: every tick its words initialise, with its `liquidityNet` and `liquidityGross`. */
export type ReadUniswapV4TickWordsReturnType = { tickTable: TickTable }[]

const MASK_128 = (1n << 128n) - 1n

const signed128 = (value: bigint): bigint => (value >= 1n << 127n ? value - (1n << 128n) : value)

/**
 * Reads ranges of tick bitmap words of V4 pools and the info of the ticks they initialise from
 * the PoolManager's storage, in two rounds of `extsload` for all ranges together.
 */
export async function readUniswapV4TickWords({ read, ranges }: ReadUniswapV4TickWordsParameters): Promise<ReadUniswapV4TickWordsReturnType> {
  const words = await read(
    ranges.flatMap((range) => Array.from({ length: Math.max(0, range.toWord - range.fromWord + 1) }, (_, k) => range.layout.bitmapWord(range.fromWord + k))),
  )
  let offset = 0
  const initialized = ranges.map((range) => {
    const ticks: number[] = []
    for (let position = range.fromWord; position <= range.toWord; position++) {
      const word = words[offset++]!
      if (word === 0n) continue
      for (let bit = 0; bit < 256; bit++) if ((word >> BigInt(bit)) & 1n) ticks.push(((position << 8) + bit) * range.tickSpacing)
    }
    return ticks
  })
  const infos = await read(initialized.flatMap((ticks, i) => ticks.map((tick) => ranges[i]!.layout.tickInfo(tick))))
  offset = 0
  return initialized.map((ticks) => {
    const entries: TickTableEntry[] = ticks.map((tick) => {
      // The tick's first slot: liquidityGross in the low 128 bits, liquidityNet (signed) in the high.
      const info = infos[offset++]!
      return { tick, liquidityGross: info & MASK_128, liquidityNet: signed128(info >> 128n) }
    })
    return { tickTable: createTickTable({ entries }) }
  })
}
