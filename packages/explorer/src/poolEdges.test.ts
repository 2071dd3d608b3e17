import { expect, test } from 'vitest'
import type { SwapStep } from './api.js'
import { poolEdges } from './poolEdges.js'

const step = (poolAddress: string, tokenIn: string, tokenOut: string, amountIn: string, amountOut: string): SwapStep => ({
  poolAddress,
  dexName: 'Dex',
  poolFee: 0.003,
  tokenIn,
  tokenOut,
  amountIn,
  amountOut,
})

test('one edge per pool: a pool on several paths has their amounts and shares summed', () => {
  // A → B → C over two paths that share the pool B/C, and a direct A → C path.
  const edges = poolEdges({
    quote: {
      swaps: [
        step('0xab1', 'A', 'B', '600', '590'),
        step('0xbc', 'B', 'C', '590', '580'),
        step('0xab2', 'A', 'B', '300', '295'),
        step('0xbc', 'B', 'C', '295', '290'),
        step('0xac', 'A', 'C', '100', '99'),
      ],
    },
  })
  expect(edges.map(({ poolAddress, amountIn, amountOut, shareBasisPoints }) => ({ poolAddress, amountIn, amountOut, shareBasisPoints }))).toEqual([
    { poolAddress: '0xab1', amountIn: 600n, amountOut: 590n, shareBasisPoints: 6_000n },
    { poolAddress: '0xbc', amountIn: 885n, amountOut: 870n, shareBasisPoints: 9_000n },
    { poolAddress: '0xab2', amountIn: 300n, amountOut: 295n, shareBasisPoints: 3_000n },
    { poolAddress: '0xac', amountIn: 100n, amountOut: 99n, shareBasisPoints: 1_000n },
  ])
})
