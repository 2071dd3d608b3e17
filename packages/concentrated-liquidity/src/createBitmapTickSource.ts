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

type Built = CreateBitmapTickSourceParameters & { source: TickSource }

/**
 * The sources built, by bitmap: a quote simulates the same pool state hundreds of times, and a
 * source reads its maps as they are when it runs, so the source of the same maps, range, spacing
 * and pool is the same source (built once, not once per swap).
 */
const built = new WeakMap<ReadonlyMap<number, bigint>, Built>()

/**
 * The ticks of a Uniswap-style pool (V3, V4 and their forks): `TickBitmap.nextInitializedTickWithinOneWord`
 * over the loaded bitmap words. Reaching a word outside them throws `StateNotLoadedError` reason
 * `TICKS_NOT_LOADED` whose request (`{ word }`) names it, so the store can load it and quote again.
 */
export function createBitmapTickSource(parameters: CreateBitmapTickSourceParameters): TickSource {
  const { tickSpacing, minWord, maxWord, bitmap, liquidityNet, pool } = parameters
  const previous = built.get(bitmap)
  if (
    previous !== undefined &&
    previous.tickSpacing === tickSpacing &&
    previous.minWord === minWord &&
    previous.maxWord === maxWord &&
    previous.liquidityNet === liquidityNet &&
    previous.pool === pool
  )
    return previous.source
  const word = createBitmapWordReader({ minWord, maxWord, bitmap, pool })
  const source: TickSource = {
    next: (out, tick, zeroForOne) => nextInitializedTickWithinOneWord(out, word, tick, tickSpacing, zeroForOne),
    cross: (tick) => {
      const net = liquidityNet.get(tick)
      if (net === undefined) throw new SimulationError({ reason: 'TICKS_NOT_LOADED', details: `Tick ${tick} is initialised but its data is not loaded.` })
      return net
    },
  }
  built.set(bitmap, { tickSpacing, minWord, maxWord, bitmap, liquidityNet, pool, source })
  return source
}
