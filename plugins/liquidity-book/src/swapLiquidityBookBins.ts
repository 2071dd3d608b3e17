import { SimulationError } from '@sluice/core'
import type { LiquidityBookBin, LiquidityBookState } from './LiquidityBookState.js'
import { getPriceFromId, mulShiftRoundDown, mulShiftRoundUp, SCALE_OFFSET, safe128, shiftDivRoundDown, shiftDivRoundUp } from './liquidityBookMath.js'
import { getLiquidityBookTotalFee, getLiquidityBookVolatilityAccumulator, updateLiquidityBookVolatility } from './updateLiquidityBookVolatility.js'

const PRECISION = 10n ** 18n
const MAX_FEE = 10n ** 17n
const UINT128_MAX = (1n << 128n) - 1n
const MAX_LIQUIDITY_PER_BIN = 65251743116719673010965625540244653191619923014385985379600384103134737n

export type SwapLiquidityBookBinsParameters = {
  state: LiquidityBookState
  amountIn: bigint
  /** Token X in, token Y out. */
  swapForY: boolean
  /**
   * `swap`: `LBPair.swap` (reverts when the bins cannot take the whole input); `quote`:
   * `LBPair.getSwapOut` (stops where the bins end and reports the input left).
   */
  mode: 'swap' | 'quote'
}

export type SwapLiquidityBookBinsReturnType = {
  amountOut: bigint
  /** Input the bins could not take (`quote` only; always 0 for `swap`). */
  amountInLeft: bigint
  /** Bins visited with output (for gas). */
  binsCrossed: number
  /** The state after the swap (`swap` only; the pair's own bookkeeping, protocol fees taken out of the bins). */
  after: LiquidityBookState | undefined
}

/** The index of bin `id` in the sorted bins, or where it would go. */
export function indexOfLiquidityBookBin(bins: readonly LiquidityBookBin[], id: number): number {
  let [low, high] = [0, bins.length]
  while (low < high) {
    const mid = (low + high) >> 1
    if (bins[mid]![0] < id) low = mid + 1
    else high = mid
  }
  return low
}

/** `FeeHelper.getFeeAmountFrom` / `getFeeAmount` check: the fee at most 10 %. */
function verifyFee(totalFee: bigint): void {
  if (totalFee > MAX_FEE) throw new SimulationError({ reason: 'FeeHelper__FeeTooLarge' })
}

/**
 * One exact-input swap over a pair's bins, bit for bit as `LBPair.swap` (or its view
 * `getSwapOut`): the references updated once at the state's timestamp, then bin after bin from the
 * active one (down for X in, up for Y in): the accumulator from the bin's distance to the ID
 * reference, the total fee (base plus variable), `BinHelper.getAmounts` (a bin's whole output for
 * its `maxAmountIn` plus fee, or the input less its fee, rounded up, at the bin's price, rounded
 * down) and its liquidity cap; the protocol's share of each fee leaves the bin.
 */
export function swapLiquidityBookBins({ state, amountIn, swapForY, mode }: SwapLiquidityBookBinsParameters): SwapLiquidityBookBinsReturnType {
  if (amountIn <= 0n) throw new SimulationError({ reason: 'LBPair__InsufficientAmountIn' })
  if (amountIn > UINT128_MAX) throw new SimulationError({ reason: 'the input exceeds uint128' })
  const { binStep, staticFee, bins } = state
  let variableFee = updateLiquidityBookVolatility({ staticFee, variableFee: state.variableFee, activeId: state.activeId, timestamp: state.timestamp })
  const changed = new Map<number, LiquidityBookBin>()
  let id = state.activeId
  let index = indexOfLiquidityBookBin(bins, id)
  let left = amountIn
  let amountOut = 0n
  let binsCrossed = 0
  for (;;) {
    const bin = bins[index]?.[0] === id ? bins[index]! : undefined
    const reserveOut = bin === undefined ? 0n : swapForY ? bin[2] : bin[1]
    if (bin !== undefined && reserveOut > 0n) {
      const volatilityAccumulator = getLiquidityBookVolatilityAccumulator({ staticFee, variableFee, id })
      variableFee = { ...variableFee, volatilityAccumulator }
      const price = getPriceFromId(id, binStep)
      const totalFee = getLiquidityBookTotalFee({ staticFee, binStep, volatilityAccumulator })
      verifyFee(totalFee)
      let maxAmountIn = safe128(swapForY ? shiftDivRoundUp(reserveOut, SCALE_OFFSET, price) : mulShiftRoundUp(reserveOut, price, SCALE_OFFSET))
      const maxFee = (maxAmountIn * totalFee + PRECISION - totalFee - 1n) / (PRECISION - totalFee)
      maxAmountIn = safe128(maxAmountIn + maxFee)
      let [binIn, binOut, binFee] = [left, 0n, 0n]
      if (left >= maxAmountIn) {
        ;[binIn, binOut, binFee] = [maxAmountIn, reserveOut, maxFee]
      } else {
        binFee = (left * totalFee + PRECISION - 1n) / PRECISION
        const net = left - binFee
        binOut = safe128(swapForY ? mulShiftRoundDown(net, price, SCALE_OFFSET) : shiftDivRoundDown(net, SCALE_OFFSET, price))
        if (binOut > reserveOut) binOut = reserveOut
      }
      const [x, y] = swapForY ? [bin[1] + binIn, bin[2] - binOut] : [bin[1] - binOut, bin[2] + binIn]
      if (x > UINT128_MAX || y > UINT128_MAX) throw new SimulationError({ reason: 'PackedUint128Math__AddOverflow' })
      checkLiquidity(x, y, price)
      if (binIn > 0n) {
        left -= binIn
        amountOut += binOut
        binsCrossed++
        const protocolFee = (binFee * BigInt(staticFee.protocolShare)) / 10_000n
        const kept = binIn - protocolFee
        changed.set(index, swapForY ? [id, bin[1] + kept, bin[2] - binOut] : [id, bin[1] - binOut, bin[2] + kept])
      }
    }
    if (left === 0n) break
    const nextIndex = swapForY ? index - 1 : bin === undefined ? index : index + 1
    const next = bins[nextIndex]
    if (next === undefined) {
      if (state.beyond[swapForY ? 0 : 1]) throw new SimulationError({ reason: 'the swap reaches bins beyond the loaded window' })
      if (mode === 'swap') throw new SimulationError({ reason: 'LBPair__OutOfLiquidity' })
      break
    }
    index = nextIndex
    id = next[0]
  }
  if (mode === 'quote') return { amountOut, amountInLeft: left, binsCrossed, after: undefined }
  if (amountOut === 0n) throw new SimulationError({ reason: 'LBPair__InsufficientAmountOut' })
  const nextBins = [...bins]
  for (const [i, bin] of changed) nextBins[i] = bin
  return { amountOut, amountInLeft: 0n, binsCrossed, after: { ...state, bins: nextBins, activeId: id, variableFee } }
}

/** `BinHelper.getLiquidity` and the cap `getAmounts` checks: `price * x + (y << 128)` within the bin's maximum. */
function checkLiquidity(x: bigint, y: bigint, price: bigint): void {
  const liquidity = price * x + (y << SCALE_OFFSET)
  if (liquidity >= 1n << 256n) throw new SimulationError({ reason: 'BinHelper__LiquidityOverflow' })
  if (liquidity > MAX_LIQUIDITY_PER_BIN) throw new SimulationError({ reason: 'BinHelper__MaxLiquidityPerBinExceeded' })
}
