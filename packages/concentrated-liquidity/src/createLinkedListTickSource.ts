import { SimulationError } from '@sluice/core'
import type { NextInitializedTick } from './nextInitializedTickWithinOneWord.js'
import type { TickSource } from './TickSource.js'

/** One initialised tick of a linked-list pool: its liquidity change and its neighbours. */
export type LinkedListTick = {
  /** The liquidity that comes in when the price moves up through the tick. */
  liquidityDelta: bigint
  prevTick: number
  nextTick: number
}

export type CreateLinkedListTickSourceParameters = {
  /** The pool's initialised ticks (`MIN_TICK` and `MAX_TICK` are the list's ends). */
  ticks: ReadonlyMap<number, LinkedListTick>
  /** The initialised ticks around the current price (the pool's `prevTick` and `nextTick`). */
  prevTick: number
  nextTick: number
}

/** A linked-list tick source; after a swap, its `prevTick` and `nextTick` are the pool's new ones. */
export type LinkedListTickSource = TickSource & { readonly prevTick: number; readonly nextTick: number }

/**
 * The ticks of an Algebra-style pool, which keeps its initialised ticks in a doubly linked list:
 * the next tick is always the current range's bound, and crossing it steps to its neighbour.
 * Crossing a tick whose data is not loaded throws reason `TICKS_NOT_LOADED`.
 */
export function createLinkedListTickSource({ ticks, prevTick, nextTick }: CreateLinkedListTickSourceParameters): LinkedListTickSource {
  return new LinkedListSource(ticks, prevTick, nextTick)
}

/** A class, not an object of closures: one allocation per swap, methods shared by all swaps. */
class LinkedListSource implements LinkedListTickSource {
  readonly #ticks: ReadonlyMap<number, LinkedListTick>
  prevTick: number
  nextTick: number

  constructor(ticks: ReadonlyMap<number, LinkedListTick>, prevTick: number, nextTick: number) {
    this.#ticks = ticks
    this.prevTick = prevTick
    this.nextTick = nextTick
  }

  next(out: NextInitializedTick, _tick: number, zeroForOne: boolean): void {
    out.next = zeroForOne ? this.prevTick : this.nextTick
    out.initialized = true
  }

  cross(tick: number, zeroForOne: boolean): bigint {
    const data = this.#ticks.get(tick)
    if (data === undefined) throw new SimulationError({ reason: 'TICKS_NOT_LOADED', details: `Tick ${tick} is crossed but its data is not loaded.` })
    if (zeroForOne) {
      this.prevTick = data.prevTick
      this.nextTick = tick
    } else {
      this.nextTick = data.nextTick
      this.prevTick = tick
    }
    return data.liquidityDelta
  }
}
