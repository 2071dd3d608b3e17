import type { Pool, QuoteExactInParameters, QuoteExactOutParameters, SwapResult } from '@sluice/core'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { ConcentratedLiquidityPoolSimulator } from './ConcentratedLiquidityPoolSimulator.js'

const token0 = '0x0000000000000000000000000000000000000001' as Address
const token1 = '0x0000000000000000000000000000000000000002' as Address
const pool: Pool = {
  id: '0x00000000000000000000000000000000000000aa',
  address: '0x00000000000000000000000000000000000000aA',
  sourceId: 1,
  tokens: [token0, token1],
  fee: 3000,
}

type Swap = { result: SwapResult; price: bigint }

/**
 * The smallest kind on the base: its state is one price, which each swap halves; every swap it
 * computes is counted, so the tests see which swaps the base computed and which it reused.
 */
class HalvingPoolSimulator extends ConcentratedLiquidityPoolSimulator<QuoteExactInParameters & { limit?: bigint }, QuoteExactOutParameters, Swap> {
  computed = 0
  #price: bigint

  constructor(price: bigint, clone = false) {
    super(pool, clone)
    this.#price = price
  }

  clone(): HalvingPoolSimulator {
    return new HalvingPoolSimulator(this.#price, true)
  }

  fee(): number {
    return pool.fee
  }

  protected sqrtPriceX96(): bigint {
    return this.#price
  }

  protected activeLiquidity(): bigint {
    return 1n
  }

  protected isToken0(token: Address): boolean {
    return token === token0
  }

  protected exactIn({ amountIn }: QuoteExactInParameters): Swap {
    this.computed++
    return { result: { amountIn, amountOut: amountIn * this.#price, gas: 1n }, price: this.#price / 2n }
  }

  protected exactOut({ amountOut }: QuoteExactOutParameters): Swap {
    this.computed++
    return { result: { amountIn: amountOut / this.#price, amountOut, gas: 1n }, price: this.#price / 2n }
  }

  protected apply(swap: Swap): SwapResult {
    this.#price = swap.price
    return swap.result
  }
}

describe('ConcentratedLiquidityPoolSimulator', () => {
  it('a clone swaps an order it just quoted by applying that quote, not by computing it again', () => {
    const clone = new HalvingPoolSimulator(64n).clone()
    const quote = clone.quoteExactIn({ tokenIn: token0, amountIn: 10n })
    clone.quoteExactIn({ tokenIn: token0, amountIn: 20n })
    expect(clone.computed).toBe(2)
    expect(clone.swapExactIn({ tokenIn: token0, amountIn: 10n })).toEqual(quote)
    expect(clone.computed).toBe(2)
    // The state moved: what was quoted before is computed anew, on the new price.
    expect(clone.swapExactIn({ tokenIn: token0, amountIn: 20n })).toEqual({ amountIn: 20n, amountOut: 640n, gas: 1n })
    expect(clone.computed).toBe(3)
    expect(clone.quoteExactIn({ tokenIn: token0, amountIn: 10n })).toEqual({ amountIn: 10n, amountOut: 160n, gas: 1n })
  })

  it('reuses only a quote of exactly the same order, of the same side', () => {
    const clone = new HalvingPoolSimulator(64n).clone()
    clone.quoteExactIn({ tokenIn: token0, amountIn: 10n })
    clone.quoteExactOut({ tokenOut: token1, amountOut: 640n })
    clone.swapExactIn({ tokenIn: token0, amountIn: 10n, limit: 5n })
    expect(clone.computed).toBe(3)
    const other = new HalvingPoolSimulator(64n).clone()
    other.quoteExactIn({ tokenIn: token0, amountIn: 10n, limit: 5n })
    other.swapExactIn({ tokenIn: token0, amountIn: 10n })
    expect(other.computed).toBe(2)
    const buying = new HalvingPoolSimulator(64n).clone()
    buying.quoteExactIn({ tokenIn: token0, amountIn: 10n })
    buying.swapExactOut({ tokenOut: token1, amountOut: 10n })
    expect(buying.computed).toBe(2)
    const out = new HalvingPoolSimulator(64n).clone()
    const quote = out.quoteExactOut({ tokenOut: token1, amountOut: 640n })
    expect(out.swapExactOut({ tokenOut: token1, amountOut: 640n })).toEqual(quote)
    expect(out.computed).toBe(1)
  })

  it('keeps the order as it was quoted: an order object changed and reused after its quote is a new order', () => {
    const clone = new HalvingPoolSimulator(64n).clone()
    const order = { tokenIn: token0, amountIn: 10n }
    clone.quoteExactIn(order)
    order.amountIn = 20n
    expect(clone.swapExactIn(order)).toEqual({ amountIn: 20n, amountOut: 1280n, gas: 1n })
    expect(clone.computed).toBe(2)
  })

  it('keeps the last eight quotes of a side', () => {
    const clone = new HalvingPoolSimulator(64n).clone()
    for (let amount = 1n; amount <= 9n; amount++) clone.quoteExactIn({ tokenIn: token0, amountIn: amount })
    clone.swapExactIn({ tokenIn: token0, amountIn: 2n })
    expect(clone.computed).toBe(9)
    // The first was replaced by the ninth.
    const fresh = new HalvingPoolSimulator(64n).clone()
    for (let amount = 1n; amount <= 9n; amount++) fresh.quoteExactIn({ tokenIn: token0, amountIn: amount })
    fresh.swapExactIn({ tokenIn: token0, amountIn: 1n })
    expect(fresh.computed).toBe(10)
  })

  it('an original keeps no quote (every quote of its block shares it), and a clone starts with none', () => {
    const original = new HalvingPoolSimulator(64n)
    original.quoteExactIn({ tokenIn: token0, amountIn: 10n })
    const clone = original.clone()
    expect(clone.swapExactIn({ tokenIn: token0, amountIn: 10n })).toEqual({ amountIn: 10n, amountOut: 640n, gas: 1n })
    expect(clone.computed).toBe(1)
    original.swapExactIn({ tokenIn: token0, amountIn: 10n })
    expect(original.computed).toBe(2)
  })
})
