import type { Pool, QuoteExactInParameters, QuoteExactOutParameters, SwapResult } from '@sluice/core'
import type { Address } from 'viem'

const Q96_NUMBER = 2 ** 96
/** Quotes of each side a simulator keeps for a swap of the same order. */
const REMEMBERED_QUOTES = 8

/** A quote (a copy of its order: the caller may reuse the object for the next) and its outcome, not applied. */
type Quoted<order, swap> = { parameters: order; swap: swap }

/**
 * The base of a CL kind's simulator class: quotes leave the simulator as it is, swaps apply
 * their outcome; the spot price and depth come from the current sqrt price and active
 * liquidity. A kind implements the exact-in and exact-out swaps (its checks, swap loop and gas),
 * how an outcome becomes its current slot, which side a token is, and its price and liquidity.
 *
 * A class, not closures: the solver clones simulators for every route it simulates, and a clone
 * is then one small object sharing the methods (and the pool's tick data).
 *
 * A swap of an order just quoted on the same state applies that quote's outcome instead of
 * walking the ticks again (the solver quotes a chunk on each path, then swaps it on the best):
 * a clone keeps the last `REMEMBERED_QUOTES` quotes of each side until its state moves. A quote
 * is a function of the state and the order alone, so the swap is the same either way. An
 * original, which every quote of its block shares and never swaps, keeps none.
 */
export abstract class ConcentratedLiquidityPoolSimulator<
  exactIn extends QuoteExactInParameters,
  exactOut extends QuoteExactOutParameters,
  swap extends { result: SwapResult },
> {
  readonly pool: Pool
  /** A clone's exact-in quotes since its state last moved. */
  #quotedIn: Quoted<exactIn, swap>[] | undefined
  /** A clone's exact-out quotes since its state last moved. */
  #quotedOut: Quoted<exactOut, swap>[] | undefined
  readonly #remembers: boolean

  /** `clone`: whether this is a clone made by `clone()` (a working copy the solver swaps on), which keeps its quotes for a swap of the same order. */
  constructor(pool: Pool, clone = false) {
    this.pool = pool
    this.#remembers = clone
  }

  quoteExactIn(parameters: exactIn): SwapResult {
    const swap = this.exactIn(parameters)
    if (this.#remembers) remember((this.#quotedIn ??= []), { parameters: { ...parameters }, swap })
    return swap.result
  }

  swapExactIn(parameters: exactIn): SwapResult {
    return this.#swap(recall(this.#quotedIn, parameters) ?? this.exactIn(parameters))
  }

  quoteExactOut(parameters: exactOut): SwapResult {
    const swap = this.exactOut(parameters)
    if (this.#remembers) remember((this.#quotedOut ??= []), { parameters: { ...parameters }, swap })
    return swap.result
  }

  swapExactOut(parameters: exactOut): SwapResult {
    return this.#swap(recall(this.#quotedOut, parameters) ?? this.exactOut(parameters))
  }

  /** Applies the swap; the quotes kept were of the state before it. */
  #swap(swap: swap): SwapResult {
    this.#quotedIn = undefined
    this.#quotedOut = undefined
    return this.apply(swap)
  }

  spotPrice(tokenIn: Address): number {
    const root = Number(this.sqrtPriceX96()) / Q96_NUMBER
    return this.isToken0(tokenIn) ? root * root : 1 / (root * root)
  }

  // The active liquidity as virtual reserves: x = L / √P, y = L · √P.
  depth(tokenIn: Address): number {
    const root = Number(this.sqrtPriceX96()) / Q96_NUMBER
    const liquidity = Number(this.activeLiquidity())
    return this.isToken0(tokenIn) ? liquidity / root : liquidity * root
  }

  /** The current sqrt price (Q64.96). */
  protected abstract sqrtPriceX96(): bigint
  /** The current active liquidity. */
  protected abstract activeLiquidity(): bigint
  /** Whether `token` is the pool's token0; throws core's `InvalidTokenError` for a token not in the pool. */
  protected abstract isToken0(token: Address): boolean
  /** The swap of an exact input, not applied. */
  protected abstract exactIn(parameters: exactIn): swap
  /** The swap of an exact output, not applied. */
  protected abstract exactOut(parameters: exactOut): swap
  /** Makes the swap's outcome the current slot; returns its result. */
  protected abstract apply(swap: swap): SwapResult
}

/** Keeps a quote, the oldest making room past `REMEMBERED_QUOTES`. */
function remember<order, swap>(quoted: Quoted<order, swap>[], entry: Quoted<order, swap>): void {
  if (quoted.length === REMEMBERED_QUOTES) quoted.shift()
  quoted.push(entry)
}

/** The outcome of a kept quote of exactly this order (every field equal, none more or fewer). */
function recall<order extends object, swap>(quoted: readonly Quoted<order, swap>[] | undefined, parameters: order): swap | undefined {
  if (quoted) for (const entry of quoted) if (sameOrder(entry.parameters, parameters)) return entry.swap
  return undefined
}

function sameOrder(a: object, b: object): boolean {
  let fields = 0
  for (const key in a) {
    if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key]) return false
    fields++
  }
  for (const key in b) if (key) fields--
  return fields === 0
}
