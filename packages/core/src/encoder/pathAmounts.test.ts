import { expect, test } from 'vitest'
import { InvalidParametersError } from '../errors/errors.js'
import type { Route, RoutePath } from '../types/Route.js'
import { pathAmounts } from './pathAmounts.js'

const path = (amountIn: bigint, amountOut: bigint, steps = 1) =>
  ({ amountIn, amountOut, steps: Array.from({ length: steps }, () => ({})) }) as unknown as RoutePath
const route = (mode: 'sell' | 'buy', paths: RoutePath[]) =>
  ({
    mode,
    tokenIn: '0x1',
    tokenOut: '0x2',
    paths,
    amountIn: paths.reduce((s, p) => s + p.amountIn, 0n),
    amountOut: paths.reduce((s, p) => s + p.amountOut, 0n),
    gas: 0n,
    blockNumber: 1n,
  }) as unknown as Route

test('sell: each path takes its input; the gross output is the route’s', () => {
  expect(pathAmounts({ route: route('sell', [path(600n, 59n), path(400n, 40n)]), partnerFeeBps: 25 })).toEqual({ amounts: [600n, 400n], grossAmountOut: 99n })
})

test('buy: without an amount the paths give their outputs; with one they are trimmed, largest first, to its gross-up', () => {
  const r = route('buy', [path(10n, 400n), path(20n, 620n)])
  expect(pathAmounts({ route: r, partnerFeeBps: 0 })).toEqual({ amounts: [400n, 620n], grossAmountOut: 1020n })
  // 1000 after a 1% fee needs 1010 gross (1010 - floor(1010 / 100) = 1000): the larger path gives up the 10 wei of surplus.
  expect(pathAmounts({ route: r, amountOut: 1000n, partnerFeeBps: 100 })).toEqual({ amounts: [400n, 610n], grossAmountOut: 1010n })
  expect(pathAmounts({ route: r, amountOut: 1000n, partnerFeeBps: 0 })).toEqual({ amounts: [400n, 600n], grossAmountOut: 1000n })
})

test('buy: a surplus larger than the biggest path is spread over the next ones, each keeping at least 1 wei', () => {
  expect(pathAmounts({ route: route('buy', [path(1n, 5n), path(1n, 3n)]), amountOut: 2n, partnerFeeBps: 0 })).toEqual({ amounts: [1n, 1n], grossAmountOut: 2n })
})

test('a route the router cannot run, or that gives less than asked, is refused', () => {
  expect(() => pathAmounts({ route: route('sell', []), partnerFeeBps: 0 })).toThrow(InvalidParametersError)
  expect(() => pathAmounts({ route: route('sell', [path(1n, 1n, 256)]), partnerFeeBps: 0 })).toThrow(InvalidParametersError)
  expect(() => pathAmounts({ route: { ...route('sell', [path(1n, 1n)]), amountIn: 2n }, partnerFeeBps: 0 })).toThrow(/paths take 1, not the route's 2/)
  expect(() => pathAmounts({ route: route('buy', [path(1n, 5n)]), amountOut: 6n, partnerFeeBps: 0 })).toThrow(/gives 5, less than the 6 needed/)
})
