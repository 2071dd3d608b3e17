import { isToken0, type PoolState, type QuoteExactInParameters, type QuoteExactOutParameters, type Simulator, type SwapResult } from '@sluice/core'
import type { Address } from 'viem'
import { getLiquidityBookAmountIn } from './getLiquidityBookAmountIn.js'
import type { LiquidityBookState } from './LiquidityBookState.js'
import { getPriceFromId } from './liquidityBookMath.js'
import { swapLiquidityBookBins } from './swapLiquidityBookBins.js'
import { getLiquidityBookTotalFee, getLiquidityBookVolatilityAccumulator, updateLiquidityBookVolatility } from './updateLiquidityBookVolatility.js'

/**
 * Estimated gas of one pair swap inside a route, for route choice (not a bound): the transfer in,
 * `swap` over its first bin, the oracle and the transfer out, then per further bin crossed.
 */
export const LIQUIDITY_BOOK_SWAP_GAS = 110_000n
export const LIQUIDITY_BOOK_BIN_GAS = 20_000n

export type CreateLiquidityBookSimulatorParameters = {
  state: PoolState<LiquidityBookState>
}

export type CreateLiquidityBookSimulatorReturnType = Simulator

/**
 * A pure bigint model of one Liquidity Book pair, equal to the pair to the wei at the state's
 * `timestamp`: exact in as `LBPair.swap`, exact out as the least input whose swap gives the
 * output (`getLiquidityBookAmountIn`, as the executor finds it on chain), which delivers exactly
 * the output asked (the executor keeps the rounding surplus).
 */
export function createLiquidityBookSimulator({ state }: CreateLiquidityBookSimulatorParameters): CreateLiquidityBookSimulatorReturnType {
  return new LiquidityBookPairSimulator(state.pool, state.data)
}

type Outcome = { after: LiquidityBookState; result: SwapResult }

const SCALE = 2 ** 128

class LiquidityBookPairSimulator implements Simulator {
  readonly pool: PoolState['pool']
  #state: LiquidityBookState

  constructor(pool: PoolState['pool'], state: LiquidityBookState) {
    this.pool = pool
    this.#state = state
  }

  quoteExactIn({ tokenIn, amountIn }: QuoteExactInParameters): SwapResult {
    return this.#exactIn(tokenIn, amountIn).result
  }

  swapExactIn({ tokenIn, amountIn }: QuoteExactInParameters): SwapResult {
    return this.#apply(this.#exactIn(tokenIn, amountIn))
  }

  quoteExactOut({ tokenOut, amountOut }: QuoteExactOutParameters): SwapResult {
    return this.#exactOut(tokenOut, amountOut).result
  }

  swapExactOut({ tokenOut, amountOut }: QuoteExactOutParameters): SwapResult {
    return this.#apply(this.#exactOut(tokenOut, amountOut))
  }

  spotPrice(tokenIn: Address): number {
    const price = Number(getPriceFromId(this.#state.activeId, this.#state.binStep)) / SCALE
    return isToken0({ pool: this.pool, token: tokenIn }) ? price : 1 / price
  }

  fee(): number {
    const { staticFee, binStep, activeId } = this.#state
    const variableFee = updateLiquidityBookVolatility(this.#state)
    const volatilityAccumulator = getLiquidityBookVolatilityAccumulator({ staticFee, variableFee, id: activeId })
    return Math.round(Number(getLiquidityBookTotalFee({ staticFee, binStep, volatilityAccumulator })) / 1e12)
  }

  clone(): Simulator {
    return new LiquidityBookPairSimulator(this.pool, this.#state)
  }

  #exactIn(tokenIn: Address, amountIn: bigint): Outcome {
    const swapForY = isToken0({ pool: this.pool, token: tokenIn })
    const { amountOut, after, binsCrossed } = swapLiquidityBookBins({ state: this.#state, amountIn, swapForY, mode: 'swap' })
    return { after: after!, result: { amountIn, amountOut, gas: gasOf(binsCrossed) } }
  }

  #exactOut(tokenOut: Address, amountOut: bigint): Outcome {
    const swapForY = !isToken0({ pool: this.pool, token: tokenOut })
    const amountIn = getLiquidityBookAmountIn({ state: this.#state, amountOut, swapForY })
    const { after, binsCrossed } = swapLiquidityBookBins({ state: this.#state, amountIn, swapForY, mode: 'swap' })
    return { after: after!, result: { amountIn, amountOut, gas: gasOf(binsCrossed) + LIQUIDITY_BOOK_SWAP_GAS / 2n } }
  }

  #apply({ after, result }: Outcome): SwapResult {
    this.#state = after
    return result
  }
}

const gasOf = (binsCrossed: number) => LIQUIDITY_BOOK_SWAP_GAS + LIQUIDITY_BOOK_BIN_GAS * BigInt(Math.max(0, binsCrossed - 1))
