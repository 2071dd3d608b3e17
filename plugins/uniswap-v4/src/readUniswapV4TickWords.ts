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

/** Per range: the non-zero bitmap words and the `liquidityNet` and `liquidityGross` of every tick they initialise. */
export type ReadUniswapV4TickWordsReturnType = { bitmap: Map<number, bigint>; liquidityNet: Map<number, bigint>; liquidityGross: Map<number, bigint> }[]

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
  const results = ranges.map(() => ({ bitmap: new Map<number, bigint>(), liquidityNet: new Map<number, bigint>(), liquidityGross: new Map<number, bigint>() }))
  const initialized = ranges.map((range, i) => {
    const ticks: number[] = []
    for (let position = range.fromWord; position <= range.toWord; position++) {
      const word = words[offset++]!
      if (word === 0n) continue
      results[i]!.bitmap.set(position, word)
      for (let bit = 0; bit < 256; bit++) if ((word >> BigInt(bit)) & 1n) ticks.push(((position << 8) + bit) * range.tickSpacing)
    }
    return ticks
  })
  const infos = await read(initialized.flatMap((ticks, i) => ticks.map((tick) => ranges[i]!.layout.tickInfo(tick))))
  offset = 0
  initialized.forEach((ticks, i) => {
    for (const tick of ticks) {
      // The tick's first slot: liquidityGross in the low 128 bits, liquidityNet (signed) in the high.
      const info = infos[offset++]!
      results[i]!.liquidityGross.set(tick, info & MASK_128)
      results[i]!.liquidityNet.set(tick, signed128(info >> 128n))
    }
  })
  return results
}
