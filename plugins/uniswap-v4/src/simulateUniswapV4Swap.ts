import { SimulationError } from '@sluice/core'
import {
  addDelta,
  createBitmapWordReader,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
  type NextInitializedTick,
  nextInitializedTickWithinOneWord,
} from '@sluice/plugin-uniswap-v3'
import { type Hex, zeroHash } from 'viem'
import { calculateSwapFee } from './math/calculateSwapFee.js'
import { computeSwapStep, type SwapStep } from './math/computeSwapStep.js'
import { INT128_LIMIT, MAX_SWAP_FEE } from './math/constants.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'

/** The price, tick and liquidity a swap starts from and, in the result, ends at. */
export type UniswapV4Slot = {
  sqrtPriceX96: bigint
  tick: number
  liquidity: bigint
}

export type SimulateUniswapV4SwapParameters = {
  /** The pool's fees and tick data. */
  state: Pick<UniswapV4PoolState, 'protocolFee' | 'lpFee' | 'tickSpacing' | 'minWord' | 'maxWord' | 'bitmap' | 'liquidityNet'>
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

const step: SwapStep = { sqrtPriceNextX96: 0n, amountIn: 0n, amountOut: 0n, feeAmount: 0n }
const next: NextInitializedTick = { next: 0, initialized: false }

/**
 * V4's `Pool.swap` without fee growth and the protocol's share (which do not change the amounts
 * the swapper sees): the same fee composition, loop over ticks, math and reverts
 * (`InvalidFeeForExactOut`, `PriceLimitAlreadyExceeded`, `PriceLimitOutOfBounds`,
 * `SafeCastOverflow` for deltas beyond int128). A zero amount throws (the PoolManager reverts
 * `SwapAmountCannotBeZero`). Reaching a bitmap word that is not loaded throws
 * `StateNotLoadedError` (a `SimulationError`) reason `TICKS_NOT_LOADED`, whose request
 * (`{ word }`, from `createBitmapWordReader`) names the word.
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

  const { tickSpacing, minWord, maxWord, bitmap, liquidityNet } = state
  const word = createBitmapWordReader({ minWord, maxWord, bitmap, pool })
  const fee = BigInt(swapFee)
  let remaining = amountSpecified
  let calculated = 0n
  let sqrtPriceX96 = slot.sqrtPriceX96
  let tick = slot.tick
  let liquidity = slot.liquidity
  let ticksCrossed = 0
  let steps = 0
  // The tick of a price inside a range is computed only when the loop or the caller needs it.
  let tickStale = false

  while (remaining !== 0n && sqrtPriceX96 !== sqrtPriceLimitX96) {
    const sqrtPriceStartX96 = sqrtPriceX96
    steps++
    if (tickStale) {
      tick = getTickAtSqrtRatio(sqrtPriceX96)
      tickStale = false
    }
    nextInitializedTickWithinOneWord(next, word, tick, tickSpacing, zeroForOne)
    const tickNext = Math.min(MAX_TICK, Math.max(MIN_TICK, next.next))
    const sqrtPriceNextX96 = getSqrtRatioAtTick(tickNext)
    // SwapMath.getSqrtPriceTarget: the next tick's price, unless the limit comes first.
    const target = (zeroForOne ? sqrtPriceNextX96 < sqrtPriceLimitX96 : sqrtPriceNextX96 > sqrtPriceLimitX96) ? sqrtPriceLimitX96 : sqrtPriceNextX96
    computeSwapStep(step, sqrtPriceX96, target, liquidity, remaining, fee)
    sqrtPriceX96 = step.sqrtPriceNextX96
    if (exactInput) {
      remaining += step.amountIn + step.feeAmount
      calculated += step.amountOut
    } else {
      remaining -= step.amountOut
      calculated -= step.amountIn + step.feeAmount
    }
    if (sqrtPriceX96 === sqrtPriceNextX96) {
      if (next.initialized) {
        const net = liquidityNet.get(tickNext)
        if (net === undefined) throw new SimulationError({ reason: 'TICKS_NOT_LOADED', details: `Tick ${tickNext} is initialised but its data is not loaded.` })
        liquidity = addDelta(liquidity, zeroForOne ? -net : net)
        ticksCrossed++
      }
      tick = zeroForOne ? tickNext - 1 : tickNext
    } else if (sqrtPriceX96 !== sqrtPriceStartX96) {
      tickStale = true
    }
  }

  const specifiedDone = amountSpecified - remaining
  if (specifiedDone >= INT128_LIMIT || specifiedDone < -INT128_LIMIT || calculated >= INT128_LIMIT || calculated < -INT128_LIMIT)
    throw new SimulationError({ reason: 'SafeCastOverflow', details: 'The swap amounts do not fit in int128.' })
  const finalSqrtPriceX96 = sqrtPriceX96
  // "If currency1 is specified": exact in of currency1 or exact out of currency1.
  const currency1Specified = zeroForOne !== exactInput
  return {
    sqrtPriceX96,
    get tick() {
      if (tickStale) {
        tick = getTickAtSqrtRatio(finalSqrtPriceX96)
        tickStale = false
      }
      return tick
    },
    liquidity,
    amount0: currency1Specified ? calculated : specifiedDone,
    amount1: currency1Specified ? specifiedDone : calculated,
    swapFee,
    ticksCrossed,
    steps,
  }
}
