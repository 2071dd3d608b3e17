import { ConcentratedLiquidityPoolSimulator, type ConcentratedLiquiditySimulator, MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@sluice/concentrated-liquidity'
import { isToken0, type PoolState, type QuoteExactInParameters, type QuoteExactOutParameters, SimulationError, type SwapResult } from '@sluice/core'
import type { Address } from 'viem'
import type { AlgebraIntegralPoolState } from './AlgebraIntegralPoolState.js'
import { type AlgebraIntegralSlot, type SimulateAlgebraIntegralSwapReturnType, simulateAlgebraIntegralSwap } from './simulateAlgebraIntegralSwap.js'

/**
 * Gas of one Algebra Integral pool swap: a base, plus a cost per initialised tick crossed. Fitted
 * to QuoterV2's `gasEstimate` on the test world's pools (within 3% for 0 to 5 ticks crossed).
 */
export const ALGEBRA_INTEGRAL_SWAP_GAS = 92_000n
/** Extra gas per initialised tick crossed. */
export const ALGEBRA_INTEGRAL_TICK_CROSS_GAS = 32_000n

/** Exact-in parameters with the pool's optional price limit (`limitSqrtPrice`). */
export type AlgebraIntegralQuoteExactInParameters = QuoteExactInParameters & {
  /** Stop the swap at this sqrt price; 0 or absent: one step inside the extreme price. */
  limitSqrtPrice?: bigint | undefined
}

/** Exact-out parameters with the pool's optional price limit. */
export type AlgebraIntegralQuoteExactOutParameters = QuoteExactOutParameters & {
  /**
   * Stop the swap at this sqrt price; then the output may fall short of `amountOut` (the result
   * says how much). 0 or absent: an output that cannot be filled in full throws.
   */
  limitSqrtPrice?: bigint | undefined
}

/** An Algebra Integral simulator; it also reports the fee it charges and where the price stands. */
export type AlgebraIntegralSimulator = ConcentratedLiquiditySimulator<
  AlgebraIntegralQuoteExactInParameters,
  AlgebraIntegralQuoteExactOutParameters,
  AlgebraIntegralSlot,
  {
    /** The fee of the next swap in millionths, as tracked: the pool's `fee()` (a dynamic-fee plugin's current fee). */
    fee(): number
    /** The pool's tick spacing: positions' ticks are multiples of it. */
    tickSpacing(): number
  }
>

export type CreateAlgebraIntegralSimulatorParameters = {
  state: PoolState<AlgebraIntegralPoolState>
}

export type CreateAlgebraIntegralSimulatorReturnType = AlgebraIntegralSimulator

/**
 * A pure bigint model of one Algebra Integral pool, equal to the pool (and its QuoterV2) to the
 * wei: exact in and exact out, optional price limit, tick crossing along the pool's linked list
 * of ticks, at the fee the state holds (the pool's `fee()`: `lastFee`, or a dynamic-fee
 * plugin's current fee). Throws `SimulationError` where the pool reverts (reason: the pool's error name, e.g. `zeroAmountRequired`,
 * `invalidLimitSqrtPrice`), where the output would be zero (`ZERO_OUTPUT`), where an exact
 * output cannot be filled without a limit (`INSUFFICIENT_LIQUIDITY`), and `TICKS_NOT_LOADED`.
 *
 * Exact in that reaches the price limit before the input is used up succeeds with `amountIn`
 * below the amount offered: what the pool takes. `quote*` leave the simulator as it is; `swap*`
 * move its price, tick and liquidity (never its fee: a fee change is a new pool state). The tick
 * data is shared between clones (swaps never change it), so `clone` is O(1).
 */
export function createAlgebraIntegralSimulator({ state }: CreateAlgebraIntegralSimulatorParameters): CreateAlgebraIntegralSimulatorReturnType {
  const { sqrtPrice, tick, liquidity, prevTick, nextTick } = state.data
  return new AlgebraIntegralPoolSimulator(state, { sqrtPrice, tick, liquidity, prevTick, nextTick })
}

/**
 * On the CL library's `ConcentratedLiquidityPoolSimulator` (quotes, swaps, spot price, depth):
 * this class adds the pool's checks, swap loop and gas. A clone is one small object sharing the
 * pool's tick data.
 */
class AlgebraIntegralPoolSimulator
  extends ConcentratedLiquidityPoolSimulator<AlgebraIntegralQuoteExactInParameters, AlgebraIntegralQuoteExactOutParameters, Outcome>
  implements AlgebraIntegralSimulator
{
  readonly #state: PoolState<AlgebraIntegralPoolState>
  readonly #token0Lower: string
  readonly #token1Lower: string
  #slot: AlgebraIntegralSlot

  constructor(state: PoolState<AlgebraIntegralPoolState>, slot: AlgebraIntegralSlot, token0Lower?: string, token1Lower?: string) {
    // Given the lowercase tokens, it is a clone.
    super(state.pool, token0Lower !== undefined)
    this.#state = state
    this.#slot = slot
    this.#token0Lower = token0Lower ?? state.pool.tokens[0].toLowerCase()
    this.#token1Lower = token1Lower ?? state.pool.tokens[1].toLowerCase()
  }

  clone(): AlgebraIntegralSimulator {
    return new AlgebraIntegralPoolSimulator(this.#state, this.#slot, this.#token0Lower, this.#token1Lower)
  }

  fee(): number {
    return this.#state.data.fee
  }

  slot(): AlgebraIntegralSlot {
    return { ...this.#slot }
  }

  tickSpacing(): number {
    return this.#state.data.tickSpacing
  }

  protected sqrtPriceX96(): bigint {
    return this.#slot.sqrtPrice
  }

  protected activeLiquidity(): bigint {
    return this.#slot.liquidity
  }

  protected isToken0(token: Address): boolean {
    return isToken0({ pool: this.pool, token, lowerTokens: [this.#token0Lower, this.#token1Lower] })
  }

  #run(zeroToOne: boolean, amountRequired: bigint, limitSqrtPrice: bigint | undefined): Outcome {
    const { data } = this.#state
    const outcome = simulateAlgebraIntegralSwap({
      ticks: data.ticks,
      slot: this.#slot,
      fee: data.fee,
      zeroToOne,
      amountRequired,
      limitSqrtPrice: limitOf(zeroToOne, limitSqrtPrice),
    })
    const taken = zeroToOne ? outcome.amount0 : outcome.amount1
    const given = -(zeroToOne ? outcome.amount1 : outcome.amount0)
    const result: SwapResult = {
      amountIn: taken,
      amountOut: given,
      gas: ALGEBRA_INTEGRAL_SWAP_GAS + ALGEBRA_INTEGRAL_TICK_CROSS_GAS * BigInt(outcome.ticksCrossed),
    }
    return { outcome, result }
  }

  protected exactIn({ tokenIn, amountIn, limitSqrtPrice }: AlgebraIntegralQuoteExactInParameters): Outcome {
    checkAmount(amountIn)
    const swap = this.#run(this.isToken0(tokenIn), amountIn, limitSqrtPrice)
    if (swap.result.amountOut <= 0n) throw new SimulationError({ reason: 'ZERO_OUTPUT', details: `Selling ${amountIn} of ${tokenIn} gives nothing.` })
    return swap
  }

  protected exactOut({ tokenOut, amountOut, limitSqrtPrice }: AlgebraIntegralQuoteExactOutParameters): Outcome {
    checkAmount(amountOut)
    const swap = this.#run(!this.isToken0(tokenOut), -amountOut, limitSqrtPrice)
    const { amountIn, amountOut: given } = swap.result
    if (amountIn <= 0n || given <= 0n) throw new SimulationError({ reason: 'ZERO_OUTPUT', details: `Buying ${amountOut} of ${tokenOut} gives nothing.` })
    const limited = limitSqrtPrice !== undefined && limitSqrtPrice !== 0n
    if (!limited && given !== amountOut)
      throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY', details: `The pool can give only ${given} of the ${amountOut} asked.` })
    return swap
  }

  protected apply({ outcome, result }: Outcome): SwapResult {
    const { sqrtPrice, tick, liquidity, prevTick, nextTick } = outcome
    this.#slot = { sqrtPrice, tick, liquidity, prevTick, nextTick }
    return result
  }
}

type Outcome = { outcome: SimulateAlgebraIntegralSwapReturnType; result: SwapResult }

function checkAmount(amount: bigint): void {
  if (amount <= 0n) throw new SimulationError({ reason: 'zeroAmountRequired', details: `The amount ${amount} is not positive.` })
}

function limitOf(zeroToOne: boolean, limitSqrtPrice: bigint | undefined): bigint {
  if (limitSqrtPrice !== undefined && limitSqrtPrice !== 0n) return limitSqrtPrice
  return zeroToOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n
}
