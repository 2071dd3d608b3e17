import { StateNotLoadedError } from '@sluice/core'

export type CreateBitmapWordReaderParameters = {
  /** The loaded words, `minWord..maxWord`; a word absent from `bitmap` in that range is zero. */
  minWord: number
  maxWord: number
  bitmap: ReadonlyMap<number, bigint>
  /** The pool (an address, or a V4 pool ID), named in the error. */
  pool: string
}

/**
 * The `word` reader of `nextInitializedTickWithinOneWord` over a pool's loaded tick bitmap: a
 * word outside the loaded range throws `StateNotLoadedError` (reason `TICKS_NOT_LOADED`) whose
 * request names the word (`{ word }`), so the store can load it and the quote run again.
 */
export function createBitmapWordReader({ minWord, maxWord, bitmap, pool }: CreateBitmapWordReaderParameters): (position: number) => bigint {
  return (position) => {
    if (position < minWord || position > maxWord)
      throw new StateNotLoadedError({
        reason: 'TICKS_NOT_LOADED',
        details: `Bitmap word ${position} is outside the loaded words ${minWord}..${maxWord}.`,
        pool,
        request: { word: position },
      })
    return bitmap.get(position) ?? 0n
  }
}
