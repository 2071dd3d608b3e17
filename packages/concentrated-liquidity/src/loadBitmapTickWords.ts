import { createTickTable } from './createTickTable.js'
import type { BitmapLiquidityFields } from './modifyBitmapLiquidity.js'
import type { ReadBitmapTickWordsReturnType } from './readBitmapTickWords.js'
import { readTickTable } from './readTickTable.js'

/** An inclusive range of bitmap word positions. */
export type BitmapWordRange = { fromWord: number; toWord: number }

export type LoadBitmapTickWordsParameters<data extends BitmapLiquidityFields> = {
  /** The pool's loaded state; not changed. */
  data: data
  /** The words wanted: a range holding the loaded `data.minWord..data.maxWord` (as `widenWordRange` gives). */
  minWord: number
  maxWord: number
  /** Reads ranges of the pool's words and the ticks they initialise (the kind's reader, bound to the pool and block). */
  read: (ranges: BitmapWordRange[]) => Promise<ReadBitmapTickWordsReturnType>
}

/**
 * A bitmap pool's state over the words `minWord..maxWord`: reads only the words below and above
 * the loaded ones, and merges them and their ticks into a copy of `data`. `data` itself comes
 * back when there is nothing to read.
 */
export async function loadBitmapTickWords<data extends BitmapLiquidityFields>({
  data,
  minWord,
  maxWord,
  read,
}: LoadBitmapTickWordsParameters<data>): Promise<data> {
  const ranges = [
    { fromWord: minWord, toWord: data.minWord - 1 },
    { fromWord: data.maxWord + 1, toWord: maxWord },
  ].filter((range) => range.fromWord <= range.toWord)
  if (ranges.length === 0) return data
  const loaded = await read(ranges)
  const tickTable = createTickTable({ entries: [data.tickTable, ...loaded.map((words) => words.tickTable)].flatMap((table) => readTickTable({ table })) })
  return { ...data, minWord, maxWord, tickTable }
}
