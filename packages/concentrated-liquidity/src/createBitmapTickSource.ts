import { SimulationError } from '@sluice/core'
import { createBitmapWordReader } from './createBitmapWordReader.js'
import { nextInitializedTickWithinOneWord } from './nextInitializedTickWithinOneWord.js'
import type { TickSource } from './TickSource.js'

export type CreateBitmapTickSourceParameters = {
  tickSpacing: number
  /** The loaded words, `minWord..maxWord`; a word absent from `bitmap` in that range is zero. */
  minWord: number
  maxWord: number
  bitmap: ReadonlyMap<number, bigint>
  /** `liquidityNet` of every initialised tick in the loaded words. */
  liquidityNet: ReadonlyMap<number, bigint>
  /** The pool (an address, or a V4 pool ID), named in the `StateNotLoadedError` of a word not loaded. */
  pool: string
}

/**
 * The ticks of a Uniswap-style pool (V3, V4 and their forks): `TickBitmap.nextInitializedTickWithinOneWord`
 * over the loaded bitmap words. Reaching a word outside them throws `StateNotLoadedError` reason
 * `TICKS_NOT_LOADED` whose request (`{ word }`) names it, so the store can load it and quote again.
 */
export function createBitmapTickSource({ tickSpacing, minWord, maxWord, bitmap, liquidityNet, pool }: CreateBitmapTickSourceParameters): TickSource {
  const word = createBitmapWordReader({ minWord, maxWord, bitmap, pool })
  return {
    next: (out, tick, zeroForOne) => nextInitializedTickWithinOneWord(out, word, tick, tickSpacing, zeroForOne),
    cross: (tick) => {
      const net = liquidityNet.get(tick)
      if (net === undefined) throw new SimulationError({ reason: 'TICKS_NOT_LOADED', details: `Tick ${tick} is initialised but its data is not loaded.` })
      return net
    },
  }
}
