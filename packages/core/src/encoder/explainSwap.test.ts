import { expect, test } from 'vitest'
import type { Route } from '../types/Route.js'
import { explainSwap } from './explainSwap.js'
import { swapTerms } from './swapTerms.js'

const WHYPE = '0x5555555555555555555555555555555555555555'
const USDT0 = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0xFD6D23eE2b6b136E34572fc80cbCd33E9787705e'
const tokens = [
  { chainId: 999, address: WHYPE, symbol: 'WHYPE', name: 'Wrapped HYPE', decimals: 18 },
  { chainId: 999, address: USDT0, symbol: 'USDT0', name: 'USDT0', decimals: 6 },
] as const
const route = (mode: 'sell' | 'buy', amountIn: bigint, amountOut: bigint) =>
  ({ mode, tokenIn: WHYPE, tokenOut: USDT0, amountIn, amountOut, paths: [{ steps: [{}], amountIn, amountOut }], gas: 0n, blockNumber: 1n }) as unknown as Route

test('sell with an exact approve and a partner fee, in token units', () => {
  const r = route('sell', 10n ** 18n, 40_000_000n)
  const terms = swapTerms({ mode: 'sell', amountIn: r.amountIn, grossAmountOut: r.amountOut, slippage: 0.01, partnerFeeBps: 25 })
  expect(explainSwap({ route: r, terms, partnerFeeBps: 25, router, approve: 'exact', tokens })).toEqual([
    `Approve the Sluice router ${router} to spend 1 WHYPE of WHYPE.`,
    'Swap 1 WHYPE for at least 39.501 USDT0 (expected 39.9 USDT0, after a 0.25% partner fee of 0.1 USDT0) through 1 pool swap in 1 path.',
  ])
})

test('buy with an unlimited approve; unknown tokens in wei', () => {
  const r = route('buy', 1000n, 500n)
  const terms = swapTerms({ mode: 'buy', amountIn: r.amountIn, grossAmountOut: r.amountOut, slippage: 0.01, partnerFeeBps: 0 })
  expect(explainSwap({ route: r, terms, partnerFeeBps: 0, router, approve: 'max' })).toEqual([
    `Approve the Sluice router ${router} to spend an unlimited amount of ${WHYPE}.`,
    `Swap at most 1010 wei of ${WHYPE} (expected 1000 wei of ${WHYPE}) for exactly 500 wei of ${USDT0} through 1 pool swap in 1 path; unspent input stays with you.`,
  ])
  expect(explainSwap({ route: r, terms, partnerFeeBps: 0, router, approve: 'none' })).toHaveLength(1)
})
