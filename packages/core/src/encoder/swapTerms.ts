import { validateSwapParameters } from './validateSwapParameters.js'

export type SwapTermsParameters = {
  mode: 'sell' | 'buy'
  /** The route's input: exact (sell) or expected (buy), wei. */
  amountIn: bigint
  /** What the swaps produce before the partner fee, wei: the route's output (sell) or the paths' exact outputs (buy). */
  grossAmountOut: bigint
  /** Tolerance as a fraction (0.005 = 0.5%), in [0, 1). */
  slippage: number
  /** Partner fee on the output, basis points (0-100). */
  partnerFeeBps: number
}

export type SwapTermsReturnType = {
  /** What the user spends (sell: exact; buy: expected), wei. */
  amountIn: bigint
  /** What the recipient receives before slippage, partner fee deducted, wei. */
  amountOut: bigint
  /** The partner fee in the output token, `floor(grossAmountOut * bps / 10000)` as the router takes it; 0 without a fee. */
  feeAmount: bigint
  /** Sell: the least output the router accepts (rounded down). */
  minAmountOut: bigint | undefined
  /** Buy: the most input the router may take (rounded up). */
  maxAmountIn: bigint | undefined
  /** What the transaction may spend: `maxAmountIn` (buy) or `amountIn` (sell). */
  spendLimit: bigint
}

/** Slippage is applied in billionths. */
const SLIPPAGE_SCALE = 1_000_000_000n

/**
 * The user's side of a swap, the one source of truth for quotes (`applySwapTerms`) and swap
 * transactions (`encodeSwap`): the partner fee comes off the gross output, then slippage bounds
 * the output from below (sell) or the input from above (buy).
 */
export function swapTerms({ mode, amountIn, grossAmountOut, slippage, partnerFeeBps }: SwapTermsParameters): SwapTermsReturnType {
  validateSwapParameters({ slippage, partnerFeeBps })
  const feeAmount = (grossAmountOut * BigInt(partnerFeeBps)) / 10_000n
  const amountOut = grossAmountOut - feeAmount
  const tolerance = BigInt(Math.round(slippage * Number(SLIPPAGE_SCALE)))
  if (mode === 'sell') {
    const minAmountOut = (amountOut * (SLIPPAGE_SCALE - tolerance)) / SLIPPAGE_SCALE
    return { amountIn, amountOut, feeAmount, minAmountOut, maxAmountIn: undefined, spendLimit: amountIn }
  }
  const maxAmountIn = (amountIn * (SLIPPAGE_SCALE + tolerance) + SLIPPAGE_SCALE - 1n) / SLIPPAGE_SCALE
  return { amountIn, amountOut, feeAmount, minAmountOut: undefined, maxAmountIn, spendLimit: maxAmountIn }
}
