import { SimulationError } from '@sluice/core'
import type { LiquidityBookState } from './LiquidityBookState.js'
import { getPriceFromId, mulShiftRoundUp, SCALE_OFFSET, shiftDivRoundUp } from './liquidityBookMath.js'
import { indexOfLiquidityBookBin, swapLiquidityBookBins } from './swapLiquidityBookBins.js'
import { getLiquidityBookTotalFee, getLiquidityBookVolatilityAccumulator, updateLiquidityBookVolatility } from './updateLiquidityBookVolatility.js'

/** At most this many one-wei corrections after the pair's `getSwapIn` (as `LiquidityBookExecutor`'s MAX_STEPS). */
export const LIQUIDITY_BOOK_AMOUNT_IN_MAX_STEPS = 16

const PRECISION = 10n ** 18n
const UINT128_MAX = (1n << 128n) - 1n

export type GetLiquidityBookAmountInParameters = {
  state: LiquidityBookState
  amountOut: bigint
  swapForY: boolean
}

/**
 * The least input whose exact-input swap (`getSwapOut`) takes it whole and gives at least
 * `amountOut`, as the executor finds it on chain: the pair's `getSwapIn` (ported bit for bit: per
 * bin the output's input at the bin's price rounded up, plus the fee on it, rounded up), then
 * one-wei corrections against the exact forward swap. `getSwapIn` alone can be a wei short (its
 * fee is grossed up from the net input, the swap takes it from the gross) or a wei long.
 */
export function getLiquidityBookAmountIn({ state, amountOut, swapForY }: GetLiquidityBookAmountInParameters): bigint {
  if (amountOut <= 0n) throw new SimulationError({ reason: 'the output must be positive' })
  if (amountOut > UINT128_MAX) throw new SimulationError({ reason: 'the output exceeds uint128' })
  let amountIn = getSwapIn(state, amountOut, swapForY)
  const reaches = (input: bigint) => {
    if (input > UINT128_MAX) throw new SimulationError({ reason: 'the input exceeds uint128' })
    const { amountInLeft, amountOut: out } = swapLiquidityBookBins({ state, amountIn: input, swapForY, mode: 'quote' })
    return amountInLeft === 0n && out >= amountOut
  }
  let steps = 0
  const step = () => {
    if (++steps > LIQUIDITY_BOOK_AMOUNT_IN_MAX_STEPS) throw new SimulationError({ reason: 'AmountInSearch' })
  }
  if (reaches(amountIn)) {
    while (amountIn > 1n && reaches(amountIn - 1n)) {
      step()
      amountIn--
    }
  } else {
    while (!reaches(amountIn)) {
      step()
      amountIn++
    }
  }
  return amountIn
}

/** `LBPair.getSwapIn`'s `amountIn`; refuses where it leaves output unserved (`amountOutLeft`). */
function getSwapIn(state: LiquidityBookState, amountOut: bigint, swapForY: boolean): bigint {
  const { binStep, staticFee, bins } = state
  let variableFee = updateLiquidityBookVolatility({ staticFee, variableFee: state.variableFee, activeId: state.activeId, timestamp: state.timestamp })
  let id = state.activeId
  let index = indexOfLiquidityBookBin(bins, id)
  let left = amountOut
  let amountIn = 0n
  for (;;) {
    const bin = bins[index]?.[0] === id ? bins[index]! : undefined
    const reserveOut = bin === undefined ? 0n : swapForY ? bin[2] : bin[1]
    if (reserveOut > 0n) {
      const price = getPriceFromId(id, binStep)
      const outOfBin = reserveOut > left ? left : reserveOut
      const volatilityAccumulator = getLiquidityBookVolatilityAccumulator({ staticFee, variableFee, id })
      variableFee = { ...variableFee, volatilityAccumulator }
      const net = (swapForY ? shiftDivRoundUp(outOfBin, SCALE_OFFSET, price) : mulShiftRoundUp(outOfBin, price, SCALE_OFFSET)) & UINT128_MAX
      const totalFee = getLiquidityBookTotalFee({ staticFee, binStep, volatilityAccumulator })
      if (totalFee > PRECISION / 10n) throw new SimulationError({ reason: 'FeeHelper__FeeTooLarge' })
      const fee = ((net * totalFee + PRECISION - totalFee - 1n) / (PRECISION - totalFee)) & UINT128_MAX
      amountIn += net + fee
      if (amountIn > UINT128_MAX) throw new SimulationError({ reason: 'ARITHMETIC_OVERFLOW' })
      left -= outOfBin
    }
    if (left === 0n) return amountIn
    const nextIndex = swapForY ? index - 1 : bin === undefined ? index : index + 1
    const next = bins[nextIndex]
    if (next === undefined) {
      if (state.beyond[swapForY ? 0 : 1]) throw new SimulationError({ reason: 'the swap reaches bins beyond the loaded window' })
      throw new SimulationError({ reason: 'the pair cannot give this output' })
    }
    index = nextIndex
    id = next[0]
  }
}
