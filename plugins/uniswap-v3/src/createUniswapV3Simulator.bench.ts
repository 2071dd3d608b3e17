import { createTickTable, getSqrtRatioAtTick, MIN_SQRT_RATIO, wordBounds } from '@sluice/concentrated-liquidity'
import type { PoolState } from '@sluice/core'
import type { Address } from 'viem'
import { bench, describe } from 'vitest'
import { createUniswapV3Simulator } from './createUniswapV3Simulator.js'
import { simulateUniswapV3Swap } from './simulateUniswapV3Swap.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

// Run: npx vitest bench --run plugins/uniswap-v3/src/createUniswapV3Simulator.bench.ts

const token0: Address = '0x1000000000000000000000000000000000000001'
const token1: Address = '0x2000000000000000000000000000000000000002'
const e18 = 10n ** 18n

/** A 0.05% pool (tick spacing 10) at tick 0 with 200 overlapping positions: a tick every 50 ticks. */
function deepPool(): PoolState<UniswapV3PoolState> {
  const tickSpacing = 10
  const liquidityNet = new Map<number, bigint>()
  const liquidityGross = new Map<number, bigint>()
  let liquidity = 0n
  for (let i = 1; i <= 200; i++) {
    const [lower, upper, amount] = [-i * 50, i * 50, e18 * BigInt(201 - i)]
    liquidityNet.set(lower, (liquidityNet.get(lower) ?? 0n) + amount)
    liquidityNet.set(upper, (liquidityNet.get(upper) ?? 0n) - amount)
    for (const tick of [lower, upper]) liquidityGross.set(tick, (liquidityGross.get(tick) ?? 0n) + amount)
    liquidity += amount
  }
  const tickTable = createTickTable({
    entries: [...liquidityGross].map(([tick, gross]) => ({ tick, liquidityNet: liquidityNet.get(tick)!, liquidityGross: gross })),
  })
  return {
    pool: {
      id: '0x3000000000000000000000000000000000000003',
      address: '0x3000000000000000000000000000000000000003',
      sourceId: 1,
      tokens: [token0, token1],
      fee: 500,
      extra: { tickSpacing },
    },
    blockNumber: 1n,
    data: { sqrtPriceX96: getSqrtRatioAtTick(0), tick: 0, liquidity, tickSpacing, tickTable, ...wordBounds({ tickSpacing }) },
  }
}

const state = deepPool()
const simulator = createUniswapV3Simulator({ state })
// Sizes that cross 0, 5 and 48 initialised ticks (checked here, so the labels stay true).
const amounts = { none: e18, few: 250n * e18, many: 2_000n * e18 }
const crossed = { none: 0, few: 5, many: 48 }
for (const name of ['none', 'few', 'many'] as const) {
  const { ticksCrossed: ticks } = simulateUniswapV3Swap({
    ticks: state.data,
    slot: state.data,
    fee: state.pool.fee,
    zeroForOne: true,
    amountSpecified: amounts[name],
    sqrtPriceLimitX96: MIN_SQRT_RATIO + 1n,
  })
  if (ticks !== crossed[name]) throw new Error(`The ${name} amount crosses ${ticks} ticks, not ${crossed[name]}.`)
}

describe('Uniswap V3 simulator', () => {
  bench('quoteExactIn, within one range', () => {
    simulator.quoteExactIn({ tokenIn: token0, amountIn: amounts.none })
  })
  bench('quoteExactIn, 5 ticks crossed', () => {
    simulator.quoteExactIn({ tokenIn: token0, amountIn: amounts.few })
  })
  bench('quoteExactIn, 48 ticks crossed', () => {
    simulator.quoteExactIn({ tokenIn: token0, amountIn: amounts.many })
  })
  bench('quoteExactOut, within one range', () => {
    simulator.quoteExactOut({ tokenOut: token1, amountOut: amounts.none })
  })
  bench('clone', () => {
    simulator.clone()
  })
})
