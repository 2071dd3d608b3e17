import {
  type ComputeSwapStepFunction,
  createBitmapTickSource,
  MAX_SQRT_RATIO,
  MIN_SQRT_RATIO,
  type SwapOverTicksReturnType,
  type SwapSlot,
  swapOverTicks,
} from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'
import { type Hex, zeroHash } from 'viem'
import { calculateSwapFee } from './math/calculateSwapFee.js'
import { computeSwapStep } from './math/computeSwapStep.js'
import { INT128_LIMIT, MAX_SWAP_FEE } from './math/constants.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'

/** The price, tick and liquidity a swap starts from and, in the result, ends at. */
export type UniswapV4Slot = SwapSlot

export type SimulateUniswapV4SwapParameters = {
  /** The pool's fees and tick data. */
  state: Pick<UniswapV4PoolState, 'protocolFee' | 'lpFee' | 'tickSpacing' | 'minWord' | 'maxWord' | 'tickTable'>
  /** Where the swap starts. */
  slot: UniswapV4Slot
  zeroForOne: boolean
  /** V4's `amountSpecified`: < 0 exact input, > 0 exact output. */
  amountSpecified: bigint
  sqrtPriceLimitX96: bigint
  /** The pool (its ID), named in the `StateNotLoadedError` of a swap beyond the loaded words. */
  pool?: Hex | undefined
}

export type SimulateUniswapV4SwapReturnType = UniswapV4Slot & {
  /** The swapper's balance change in currency0 (V4's `BalanceDelta`: negative is owed to the pool). */
  amount0: bigint
  /** The swapper's balance change in currency1. */
  amount1: bigint
  /** The swap fee applied, in pips (LP and protocol fee composed). */
  swapFee: number
  /** Initialised ticks crossed. */
  ticksCrossed: number
  /** Iterations of the swap loop. */
  steps: number
}

/** V4's step in the loop's sign convention (> 0 exact in): V4's own takes exact in as negative. */
const computeV4SwapStep: ComputeSwapStepFunction = (out, current, target, liquidity, amountRemaining, fee) =>
  computeSwapStep(out, current, target, liquidity, -amountRemaining, fee)

/**
 * V4's `Pool.swap` without fee growth and the protocol's share (which do not change the amounts
 * the swapper sees): the same fee composition, loop over ticks, math and reverts
 * (`InvalidFeeForExactOut`, `PriceLimitAlreadyExceeded`, `PriceLimitOutOfBounds`,
 * `SafeCastOverflow` for deltas beyond int128). A zero amount throws (the PoolManager reverts
 * `SwapAmountCannotBeZero`). Reaching a bitmap word that is not loaded throws
 * `StateNotLoadedError` (a `SimulationError`) reason `TICKS_NOT_LOADED`, whose request
 * (`{ word }`, from `createBitmapTickSource`) names the word.
 */
export function simulateUniswapV4Swap({
  state,
  slot,
  zeroForOne,
  amountSpecified,
  sqrtPriceLimitX96,
  pool = zeroHash,
}: SimulateUniswapV4SwapParameters): SimulateUniswapV4SwapReturnType {
  if (amountSpecified === 0n) throw new SimulationError({ reason: 'SwapAmountCannotBeZero', details: 'The amount is zero.' })
  const protocolFee = zeroForOne ? state.protocolFee & 0xfff : state.protocolFee >> 12
  const swapFee = calculateSwapFee(protocolFee, state.lpFee)
  const exactInput = amountSpecified < 0n
  if (!exactInput && BigInt(swapFee) >= MAX_SWAP_FEE)
    throw new SimulationError({ reason: 'InvalidFeeForExactOut', details: `A ${swapFee} pips fee leaves nothing to buy with.` })
  if (zeroForOne ? sqrtPriceLimitX96 >= slot.sqrtPriceX96 : sqrtPriceLimitX96 <= slot.sqrtPriceX96)
    throw new SimulationError({
      reason: 'PriceLimitAlreadyExceeded',
      details: `Price limit ${sqrtPriceLimitX96} is on the wrong side of ${slot.sqrtPriceX96}.`,
    })
  if (zeroForOne ? sqrtPriceLimitX96 <= MIN_SQRT_RATIO : sqrtPriceLimitX96 >= MAX_SQRT_RATIO)
    throw new SimulationError({ reason: 'PriceLimitOutOfBounds', details: `Price limit ${sqrtPriceLimitX96} is out of bounds.` })

  // The library's loop counts as the pool does (> 0 exact in, amounts the pool's balance
  // change); V4 counts the swapper's side: every sign flips.
  const swap = swapOverTicks({
    ticks: createBitmapTickSource({
      tickSpacing: state.tickSpacing,
      minWord: state.minWord,
      maxWord: state.maxWord,
      tickTable: state.tickTable,
      pool,
    }),
    computeSwapStep: computeV4SwapStep,
    slot,
    fee: BigInt(swapFee),
    zeroForOne,
    amountSpecified: -amountSpecified,
    sqrtPriceLimitX96,
  })
  const amount0 = -swap.amount0
  const amount1 = -swap.amount1
  if (amount0 >= INT128_LIMIT || amount0 < -INT128_LIMIT || amount1 >= INT128_LIMIT || amount1 < -INT128_LIMIT)
    throw new SimulationError({ reason: 'SafeCastOverflow', details: 'The swap amounts do not fit in int128.' })
  return new UniswapV4SwapOutcome(swap, amount0, amount1, swapFee)
}

/**
 * The outcome, its tick read from the loop's outcome on first use: a class (the getter on its
 * prototype), not an object literal with a getter, which makes a closure for every swap.
 */
class UniswapV4SwapOutcome implements SimulateUniswapV4SwapReturnType {
  readonly sqrtPriceX96: bigint
  readonly liquidity: bigint
  readonly ticksCrossed: number
  readonly steps: number
  readonly #swap: SwapOverTicksReturnType

  constructor(
    swap: SwapOverTicksReturnType,
    readonly amount0: bigint,
    readonly amount1: bigint,
    readonly swapFee: number,
  ) {
    this.#swap = swap
    this.sqrtPriceX96 = swap.sqrtPriceX96
    this.liquidity = swap.liquidity
    this.ticksCrossed = swap.ticksCrossed
    this.steps = swap.steps
  }

  get tick(): number {
    return this.#swap.tick
  }
}
