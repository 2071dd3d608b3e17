import { SimulationError, StateNotLoadedError } from '@sluice/core'
import type { NextInitializedTick } from './nextInitializedTickWithinOneWord.js'
import { tickLiquidityNet } from './readTickTableEntry.js'
import { searchTickTable } from './searchTickTable.js'
import type { TickSource } from './TickSource.js'
import type { TickTable } from './TickTable.js'

export type CreateBitmapTickSourceParameters = {
  tickSpacing: number
  /** The loaded words, `minWord..maxWord`; `tickTable` holds every tick they initialise. */
  minWord: number
  maxWord: number
  tickTable: TickTable
  /** The pool (an address, or a V4 pool ID), named in the `StateNotLoadedError` of a word not loaded. */
  pool: string
}

type Built = CreateBitmapTickSourceParameters & { source: TickSource }

/**
 * The sources built, by table: a quote simulates the same pool state hundreds of times, so the
 * source of the same table, range, spacing and pool is the same source (built once, not once
 * per swap).
 */
const built = new WeakMap<TickTable, Built>()

/**
 * The ticks of a Uniswap-style pool (V3, V4 and their forks): `TickBitmap.nextInitializedTickWithinOneWord`
 * over the loaded words, found by binary search in the table (a word's set bits are the table's
 * ticks in it), to the same tick and `initialized` as the bitmap gives. Reaching a word outside
 * them throws `StateNotLoadedError` reason `TICKS_NOT_LOADED` whose request (`{ word }`) names
 * it, so the store can load it and quote again.
 */
export function createBitmapTickSource(parameters: CreateBitmapTickSourceParameters): TickSource {
  const { tickSpacing, minWord, maxWord, tickTable, pool } = parameters
  const previous = built.get(tickTable)
  if (previous !== undefined && previous.tickSpacing === tickSpacing && previous.minWord === minWord && previous.maxWord === maxWord && previous.pool === pool)
    return previous.source
  const { ticks, liquidity } = tickTable
  const signed = new BigInt64Array(liquidity.buffer, liquidity.byteOffset, liquidity.length)
  const loaded = (position: number): void => {
    if (position < minWord || position > maxWord)
      throw new StateNotLoadedError({
        reason: 'TICKS_NOT_LOADED',
        details: `Bitmap word ${position} is outside the loaded words ${minWord}..${maxWord}.`,
        pool,
        request: { word: position },
      })
  }
  // The index of the tick `next` found last: the loop crosses the tick it was just given.
  let found = -1
  const next = (out: NextInitializedTick, tick: number, lte: boolean): void => {
    let compressed = (tick / tickSpacing) | 0
    if (tick < 0 && tick % tickSpacing !== 0) compressed-- // round towards negative infinity
    if (lte) {
      loaded(compressed >> 8)
      const wordStart = (compressed - (compressed & 255)) * tickSpacing
      found = searchTickTable(ticks, compressed * tickSpacing + 1) - 1
      out.initialized = found >= 0 && (ticks[found] as number) >= wordStart
      out.next = out.initialized ? (ticks[found] as number) : wordStart
    } else {
      const position = compressed + 1
      loaded(position >> 8)
      const wordEnd = (position + (255 - (position & 255))) * tickSpacing
      found = searchTickTable(ticks, position * tickSpacing)
      out.initialized = found < ticks.length && (ticks[found] as number) <= wordEnd
      out.next = out.initialized ? (ticks[found] as number) : wordEnd
    }
  }
  const source: TickSource = {
    next,
    cross: (tick) => {
      const index = ticks[found] === tick ? found : searchTickTable(ticks, tick)
      if (ticks[index] !== tick) throw new SimulationError({ reason: 'TICKS_NOT_LOADED', details: `Tick ${tick} is not initialised in the loaded ticks.` })
      return tickLiquidityNet(signed, index)
    },
  }
  built.set(tickTable, { tickSpacing, minWord, maxWord, tickTable, pool, source })
  return source
}
