import { createTickTable, getSqrtRatioAtTick, wordBounds } from '@sluice/concentrated-liquidity'
import { InvalidTokenError, type PoolState, SimulationError } from '@sluice/core'
import { describeSimulatorConformance } from '@sluice/core/conformance'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { createUniswapV3Simulator, UNISWAP_V3_STEP_GAS, UNISWAP_V3_SWAP_GAS, UNISWAP_V3_TICK_CROSS_GAS } from './createUniswapV3Simulator.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

const token0: Address = '0x1000000000000000000000000000000000000001'
const token1: Address = '0x2000000000000000000000000000000000000002'
const e18 = 10n ** 18n

type Position = { tickLower: number; tickUpper: number; liquidity: bigint }

/** A pool state built the way the pool builds it from positions (mints), with every word loaded. */
function poolState({
  tick,
  positions,
  tickSpacing = 60,
  fee = 3000,
  words,
}: {
  tick: number
  positions: Position[]
  tickSpacing?: number
  fee?: number
  words?: { minWord: number; maxWord: number }
}): PoolState<UniswapV3PoolState> {
  const liquidityNet = new Map<number, bigint>()
  const liquidityGross = new Map<number, bigint>()
  let liquidity = 0n
  for (const { tickLower, tickUpper, liquidity: amount } of positions) {
    liquidityNet.set(tickLower, (liquidityNet.get(tickLower) ?? 0n) + amount)
    liquidityNet.set(tickUpper, (liquidityNet.get(tickUpper) ?? 0n) - amount)
    for (const bound of [tickLower, tickUpper]) liquidityGross.set(bound, (liquidityGross.get(bound) ?? 0n) + amount)
    if (tickLower <= tick && tick < tickUpper) liquidity += amount
  }
  const tickTable = createTickTable({
    entries: [...liquidityGross].map(([bound, gross]) => ({ tick: bound, liquidityNet: liquidityNet.get(bound)!, liquidityGross: gross })),
  })
  const range = words ?? wordBounds({ tickSpacing })
  return {
    pool: {
      id: '0x3000000000000000000000000000000000000003',
      address: '0x3000000000000000000000000000000000000003',
      sourceId: 7,
      tokens: [token0, token1],
      fee,
      extra: { tickSpacing },
    },
    blockNumber: 1n,
    data: { sqrtPriceX96: getSqrtRatioAtTick(tick), tick, liquidity, tickSpacing, tickTable, ...range },
  }
}

/** A pool priced at 1.0 with liquidity stacked over several ranges, and a full-range position. */
const layered = poolState({
  tick: 0,
  positions: [
    { tickLower: -600, tickUpper: 600, liquidity: 40n * e18 },
    { tickLower: -3000, tickUpper: 1200, liquidity: 25n * e18 },
    { tickLower: -120, tickUpper: 6000, liquidity: 10n * e18 },
    { tickLower: -887220, tickUpper: 887220, liquidity: e18 },
  ],
})

describeSimulatorConformance({
  name: 'Uniswap V3 (layered synthetic pool)',
  makeSimulator: () => createUniswapV3Simulator({ state: layered }),
  makeEmptySimulator: () => createUniswapV3Simulator({ state: poolState({ tick: 0, positions: [] }) }),
})

describeSimulatorConformance({
  name: 'Uniswap V3 (one narrow range, priced far from 1)',
  makeSimulator: () =>
    createUniswapV3Simulator({
      state: poolState({ tick: -200_000, tickSpacing: 10, fee: 500, positions: [{ tickLower: -201_000, tickUpper: -199_000, liquidity: 10n ** 24n }] }),
    }),
})

describe('createUniswapV3Simulator', () => {
  it('fails as QuoterV2 does: AS for zero, OVERFLOW from 2^255, ZERO_OUTPUT for dust', () => {
    const simulator = createUniswapV3Simulator({ state: layered })
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: 0n })).toThrow(expect.objectContaining({ reason: 'AS' }))
    expect(() => simulator.quoteExactOut({ tokenOut: token1, amountOut: 0n })).toThrow(expect.objectContaining({ reason: 'AS' }))
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: 1n << 255n })).toThrow(expect.objectContaining({ reason: 'OVERFLOW' }))
    expect(() => simulator.quoteExactOut({ tokenOut: token1, amountOut: 1n << 255n })).toThrow(expect.objectContaining({ reason: 'OVERFLOW' }))
    // 1 wei pays only the fee: the pool takes it and gives nothing.
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: 1n })).toThrow(expect.objectContaining({ reason: 'ZERO_OUTPUT' }))
    // Just below 2^255 is a valid amount: the pool takes what it can use.
    const largest = simulator.quoteExactIn({ tokenIn: token0, amountIn: (1n << 255n) - 1n })
    expect(largest.amountOut).toBeGreaterThan(0n)
    expect(largest.amountIn).toBeLessThan((1n << 255n) - 1n)
  })

  it('refuses a token the pool does not hold', () => {
    const simulator = createUniswapV3Simulator({ state: layered })
    expect(() => simulator.quoteExactIn({ tokenIn: '0x4000000000000000000000000000000000000004', amountIn: e18 })).toThrow(InvalidTokenError)
  })

  it('exact in beyond the liquidity takes only what the pool can use; exact out beyond it throws', () => {
    const narrow = poolState({ tick: 0, positions: [{ tickLower: -60, tickUpper: 60, liquidity: e18 }] })
    const simulator = createUniswapV3Simulator({ state: narrow })
    const all = simulator.quoteExactIn({ tokenIn: token0, amountIn: 10n ** 30n })
    expect(all.amountIn).toBeLessThan(10n ** 30n)
    // About L·(1 − 1/√1.0001^60) ≈ 0.3% of L leaves the pool.
    expect(all.amountOut).toBeGreaterThan(e18 / 400n)
    expect(all.amountOut).toBeLessThan(e18 / 300n)
    expect(() => simulator.quoteExactOut({ tokenOut: token1, amountOut: all.amountOut + 1n })).toThrow(
      expect.objectContaining({ reason: 'INSUFFICIENT_LIQUIDITY' }),
    )
    expect(simulator.quoteExactOut({ tokenOut: token1, amountOut: all.amountOut }).amountOut).toBe(all.amountOut)
  })

  it('stops at a price limit, exact in and exact out alike', () => {
    const simulator = createUniswapV3Simulator({ state: layered })
    const limit = getSqrtRatioAtTick(-300)
    const limited = simulator.quoteExactIn({ tokenIn: token0, amountIn: 10n ** 30n, sqrtPriceLimitX96: limit })
    expect(limited.amountIn).toBeLessThan(10n ** 30n)
    const swapped = simulator.clone()
    swapped.swapExactIn({ tokenIn: token0, amountIn: 10n ** 30n, sqrtPriceLimitX96: limit })
    expect(swapped.slot()).toEqual({ sqrtPriceX96: limit, tick: -300, liquidity: 65n * e18 + e18 })
    // Exact out with a limit may fall short of the amount asked, and says so.
    const out = simulator.quoteExactOut({ tokenOut: token1, amountOut: 10n ** 30n, sqrtPriceLimitX96: limit })
    expect(out.amountOut).toBe(limited.amountOut)
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: e18, sqrtPriceLimitX96: getSqrtRatioAtTick(1) })).toThrow(
      expect.objectContaining({ reason: 'SPL' }),
    )
  })

  it('crosses ticks, updating liquidity, and charges gas per tick crossed', () => {
    const simulator = createUniswapV3Simulator({ state: layered })
    const small = simulator.quoteExactIn({ tokenIn: token1, amountIn: e18 / 1000n })
    expect(small.gas).toBe(UNISWAP_V3_SWAP_GAS + UNISWAP_V3_STEP_GAS)
    const clone = simulator.clone()
    const big = clone.swapExactIn({ tokenIn: token1, amountIn: 4n * e18 })
    // From tick 0 up past 600 and 1200: two initialised ticks crossed.
    const { tick, liquidity } = clone.slot()
    expect(tick).toBeGreaterThanOrEqual(1200)
    expect(tick).toBeLessThan(6000)
    expect(liquidity).toBe(11n * e18)
    // Three steps: to tick 600, to tick 1200, then within [1200, 6000).
    expect(big.gas).toBe(UNISWAP_V3_SWAP_GAS + 2n * UNISWAP_V3_TICK_CROSS_GAS + 3n * UNISWAP_V3_STEP_GAS)
    expect(simulator.slot().tick).toBe(0)
  })

  it('reports the spot price from the sqrt price', () => {
    const simulator = createUniswapV3Simulator({ state: poolState({ tick: 23028, positions: [{ tickLower: 22980, tickUpper: 23040, liquidity: e18 }] }) })
    expect(simulator.spotPrice(token0)).toBeCloseTo(1.0001 ** 23028, 6)
    expect(simulator.spotPrice(token1)).toBeCloseTo(1 / 1.0001 ** 23028, 12)
  })

  it('throws TICKS_NOT_LOADED instead of guessing beyond the loaded words', () => {
    const bounded = poolState({
      ...{
        tick: 0,
        positions: [
          { tickLower: -600, tickUpper: 600, liquidity: e18 },
          { tickLower: -60_000, tickUpper: 60_000, liquidity: e18 },
        ],
      },
      tickSpacing: 10,
      fee: 500,
      words: { minWord: -1, maxWord: 0 },
    })
    const simulator = createUniswapV3Simulator({ state: bounded })
    // Within words -1..0 (ticks -2560..2559) the answer is known.
    expect(simulator.quoteExactIn({ tokenIn: token0, amountIn: e18 / 1000n }).amountOut).toBeGreaterThan(0n)
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: e18 })).toThrow(expect.objectContaining({ reason: 'TICKS_NOT_LOADED' }))
    expect(() => simulator.quoteExactIn({ tokenIn: token1, amountIn: e18 })).toThrow(SimulationError)
  })
})
