import {
  ConcentratedLiquidityPoolSimulator,
  type ConcentratedLiquiditySimulator,
  INT256_LIMIT,
  MAX_SQRT_RATIO,
  MIN_SQRT_RATIO,
} from '@sluice/concentrated-liquidity'
import { isToken0, type PoolState, type QuoteExactInParameters, type QuoteExactOutParameters, SimulationError, type SwapResult } from '@sluice/core'
import type { Address } from 'viem'
import { type SimulateUniswapV3SwapReturnType, simulateUniswapV3Swap, type UniswapV3Slot } from './simulateUniswapV3Swap.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

/**
 * The gas model of one V3 pool swap: a base, plus a cost per initialised tick crossed, plus a
 * cost per step of the swap loop (each price range walked: to an initialised tick or a bitmap
 * word edge). Fitted to QuoterV2's `gasEstimate` over the sandbox pools (within 8% of it for
 * every quote below 3M gas): a swap within one range costs 92k.
 */
export const UNISWAP_V3_SWAP_GAS = 85_000n
/** Extra gas per initialised tick crossed. */
export const UNISWAP_V3_TICK_CROSS_GAS = 32_000n
/** Extra gas per step of the swap loop. */
export const UNISWAP_V3_STEP_GAS = 7_000n

/** Exact-in parameters with the pool's optional price limit (QuoterV2's `sqrtPriceLimitX96`). */
export type UniswapV3QuoteExactInParameters = QuoteExactInParameters & {
  /** Stop the swap at this sqrt price; 0 or absent: the extreme price (as QuoterV2 does). */
  sqrtPriceLimitX96?: bigint | undefined
}

/** Exact-out parameters with the pool's optional price limit. */
export type UniswapV3QuoteExactOutParameters = QuoteExactOutParameters & {
  /**
   * Stop the swap at this sqrt price; then the output may fall short of `amountOut` (the result
   * says how much). 0 or absent: the extreme price, and an output that cannot be filled in full
   * throws, as QuoterV2 does.
   */
  sqrtPriceLimitX96?: bigint | undefined
}

/** A Uniswap V3 simulator; it also reports where the price stands (`slot()`). */
export type UniswapV3Simulator = ConcentratedLiquiditySimulator<UniswapV3QuoteExactInParameters, UniswapV3QuoteExactOutParameters, UniswapV3Slot>

/** The gas of one pool swap: a base, plus a cost per initialised tick crossed and per step of the swap loop. */
export type UniswapV3GasModel = { swap: bigint; tickCross: bigint; step: bigint }

export type CreateUniswapV3SimulatorParameters = {
  state: PoolState<UniswapV3PoolState>
  /** Default: Uniswap V3's (`UNISWAP_V3_SWAP_GAS`, `UNISWAP_V3_TICK_CROSS_GAS`, `UNISWAP_V3_STEP_GAS`); a fork whose pool costs more per swap or per crossing gives its own. */
  gas?: UniswapV3GasModel | undefined
}

const UNISWAP_V3_GAS: UniswapV3GasModel = { swap: UNISWAP_V3_SWAP_GAS, tickCross: UNISWAP_V3_TICK_CROSS_GAS, step: UNISWAP_V3_STEP_GAS }

export type CreateUniswapV3SimulatorReturnType = UniswapV3Simulator

/**
 * A pure bigint model of one Uniswap V3 pool, equal to the pool (and QuoterV2) to the wei:
 * the swap loop with tick crossing, exact in and exact out, optional price limit. Throws
 * `SimulationError` where QuoterV2 reverts (reason `AS` for zero, `SPL` for a bad limit,
 * `OVERFLOW` for amounts of 2^255 or more, `INSUFFICIENT_LIQUIDITY` for an exact output that
 * cannot be filled) and where the output would be zero (`ZERO_OUTPUT`); `TICKS_NOT_LOADED` when
 * the swap walks beyond the loaded tick words.
 *
 * Exact in that runs out of liquidity before the input is used up (the pool stops at the price
 * limit) succeeds with `amountIn` below the amount offered: what the pool takes.
 *
 * `quote*` leave the simulator as it is; `swap*` move its price, tick and liquidity. The tick
 * data is shared between clones (swaps never change it), so `clone` is O(1).
 */
export function createUniswapV3Simulator({ state, gas = UNISWAP_V3_GAS }: CreateUniswapV3SimulatorParameters): CreateUniswapV3SimulatorReturnType {
  const { sqrtPriceX96, tick, liquidity } = state.data
  return new UniswapV3PoolSimulator(state, gas, { sqrtPriceX96, tick, liquidity })
}

/**
 * On the CL library's `ConcentratedLiquidityPoolSimulator` (quotes, swaps, spot price, depth):
 * this class adds the pool's checks, swap loop and gas. A clone is one small object sharing the
 * pool's tick data.
 */
class UniswapV3PoolSimulator
  extends ConcentratedLiquidityPoolSimulator<UniswapV3QuoteExactInParameters, UniswapV3QuoteExactOutParameters, Outcome>
  implements UniswapV3Simulator
{
  readonly #state: PoolState<UniswapV3PoolState>
  readonly #token0Lower: string
  readonly #token1Lower: string
  readonly #gas: UniswapV3GasModel
  /**
   * Where the price stands. After a swap, the swap's outcome itself: its tick is computed only
   * when read (a clone swapped once and dropped, as most are, never needs it).
   */
  #slot: UniswapV3Slot

  constructor(state: PoolState<UniswapV3PoolState>, gas: UniswapV3GasModel, slot: UniswapV3Slot, token0Lower?: string, token1Lower?: string) {
    // Given the lowercase tokens, it is a clone.
    super(state.pool, token0Lower !== undefined)
    this.#state = state
    this.#gas = gas
    this.#slot = slot
    this.#token0Lower = token0Lower ?? state.pool.tokens[0].toLowerCase()
    this.#token1Lower = token1Lower ?? state.pool.tokens[1].toLowerCase()
  }

  fee(): number {
    return this.pool.fee
  }

  clone(): UniswapV3Simulator {
    return new UniswapV3PoolSimulator(this.#state, this.#gas, this.#slot, this.#token0Lower, this.#token1Lower)
  }

  slot(): UniswapV3Slot {
    const { sqrtPriceX96, tick, liquidity } = this.#slot
    return { sqrtPriceX96, tick, liquidity }
  }

  protected sqrtPriceX96(): bigint {
    return this.#slot.sqrtPriceX96
  }

  protected activeLiquidity(): bigint {
    return this.#slot.liquidity
  }

  protected isToken0(token: Address): boolean {
    return isToken0({ pool: this.pool, token, lowerTokens: [this.#token0Lower, this.#token1Lower] })
  }

  protected exactIn({ tokenIn, amountIn, sqrtPriceLimitX96 }: UniswapV3QuoteExactInParameters): Outcome {
    const zeroForOne = this.isToken0(tokenIn)
    checkAmount(amountIn)
    const outcome = simulateUniswapV3Swap({
      ticks: this.#state.data,
      slot: this.#slot,
      fee: this.pool.fee,
      zeroForOne,
      amountSpecified: amountIn,
      sqrtPriceLimitX96: limitOf(zeroForOne, sqrtPriceLimitX96),
      pool: this.pool.address,
    })
    const taken = zeroForOne ? outcome.amount0 : outcome.amount1
    const given = -(zeroForOne ? outcome.amount1 : outcome.amount0)
    if (given <= 0n) throw new SimulationError({ reason: 'ZERO_OUTPUT', details: `Selling ${amountIn} of ${tokenIn} gives nothing.` })
    return { outcome, result: { amountIn: taken, amountOut: given, gas: gasOf(this.#gas, outcome) } }
  }

  protected exactOut({ tokenOut, amountOut, sqrtPriceLimitX96 }: UniswapV3QuoteExactOutParameters): Outcome {
    const zeroForOne = !this.isToken0(tokenOut)
    checkAmount(amountOut)
    const outcome = simulateUniswapV3Swap({
      ticks: this.#state.data,
      slot: this.#slot,
      fee: this.pool.fee,
      zeroForOne,
      amountSpecified: -amountOut,
      sqrtPriceLimitX96: limitOf(zeroForOne, sqrtPriceLimitX96),
      pool: this.pool.address,
    })
    const taken = zeroForOne ? outcome.amount0 : outcome.amount1
    const given = -(zeroForOne ? outcome.amount1 : outcome.amount0)
    if (taken <= 0n || given <= 0n) throw new SimulationError({ reason: 'ZERO_OUTPUT', details: `Buying ${amountOut} of ${tokenOut} gives nothing.` })
    const limited = sqrtPriceLimitX96 !== undefined && sqrtPriceLimitX96 !== 0n
    if (!limited && given !== amountOut)
      throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY', details: `The pool can give only ${given} of the ${amountOut} asked.` })
    return { outcome, result: { amountIn: taken, amountOut: given, gas: gasOf(this.#gas, outcome) } }
  }

  protected apply({ outcome, result }: Outcome): SwapResult {
    this.#slot = outcome
    return result
  }
}

type Outcome = { outcome: SimulateUniswapV3SwapReturnType; result: SwapResult }

function checkAmount(amount: bigint): void {
  if (amount === 0n) throw new SimulationError({ reason: 'AS', details: 'The amount is zero.' })
  if (amount < 0n) throw new SimulationError({ reason: 'AS', details: `The amount ${amount} is negative.` })
  if (amount >= INT256_LIMIT) throw new SimulationError({ reason: 'OVERFLOW', details: `The amount ${amount} does not fit in int256.` })
}

function limitOf(zeroForOne: boolean, sqrtPriceLimitX96: bigint | undefined): bigint {
  if (sqrtPriceLimitX96 !== undefined && sqrtPriceLimitX96 !== 0n) return sqrtPriceLimitX96
  return zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n
}

function gasOf(gas: UniswapV3GasModel, outcome: SimulateUniswapV3SwapReturnType): bigint {
  return gas.swap + gas.tickCross * BigInt(outcome.ticksCrossed) + gas.step * BigInt(outcome.steps)
}
