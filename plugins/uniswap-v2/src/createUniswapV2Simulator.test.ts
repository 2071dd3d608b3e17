import { InvalidTokenError, type PoolState, SimulationError } from '@sluice/core'
import { describeSimulatorConformance } from '@sluice/core/conformance'
import { describe, expect, it } from 'vitest'
import { createUniswapV2Simulator } from './createUniswapV2Simulator.js'
import { getAmountIn } from './getAmountIn.js'
import { getAmountOut } from './getAmountOut.js'
import type { UniswapV2Reserves } from './UniswapV2Reserves.js'

const token0 = '0x1111111111111111111111111111111111111111' as const
const token1 = '0x2222222222222222222222222222222222222222' as const

function stateOf(reserve0: bigint, reserve1: bigint, fee = 3000): PoolState<UniswapV2Reserves> {
  return {
    pool: {
      id: '0x3333333333333333333333333333333333333333',
      address: '0x3333333333333333333333333333333333333333',
      sourceId: 1,
      tokens: [token0, token1],
      fee,
    },
    blockNumber: 7n,
    data: { reserve0, reserve1 },
  }
}

// 1,000 of an 18-decimal token against 40,000 of a 6-decimal one.
const deep = stateOf(1_000n * 10n ** 18n, 40_000n * 10n ** 6n)

/** 10^from, 3 * 10^from, ... 3 * 10^to. */
const logSpaced = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => [10n ** BigInt(from + k), 3n * 10n ** BigInt(from + k)]).flat()

// The suite's clone test re-swaps its smallest working amount after swapping its median one;
// when the median is far beyond the reserves, a V2 pair then rightly gives zero (an error) for
// the smallest. So the probes run from clear of the dust edge to the reserves' size here; dust
// and far-beyond-depth amounts are tested below and against Router02.
describeSimulatorConformance({
  name: 'Uniswap V2',
  makeSimulator: () => createUniswapV2Simulator({ state: deep }),
  makeEmptySimulator: () => createUniswapV2Simulator({ state: stateOf(0n, 0n) }),
  amounts: { [token0]: logSpaced(13, 21), [token1]: logSpaced(1, 10) },
})

describeSimulatorConformance({
  name: 'Uniswap V2 fork, 0.25% fee, tiny reserves',
  makeSimulator: () => createUniswapV2Simulator({ state: stateOf(1_000n, 3_000n, 2500) }),
  amounts: { [token0]: Array.from({ length: 30 }, (_, i) => BigInt(i + 1)), [token1]: Array.from({ length: 30 }, (_, i) => BigInt(i + 1)) },
})

describe('createUniswapV2Simulator', () => {
  it('quotes with the library math in both directions, with the pool fee', () => {
    for (const fee of [3000, 2500, 10_000]) {
      const simulator = createUniswapV2Simulator({ state: stateOf(deep.data.reserve0, deep.data.reserve1, fee) })
      const amount = 3n * 10n ** 18n
      expect(simulator.quoteExactIn({ tokenIn: token0, amountIn: amount }).amountOut).toBe(
        getAmountOut({ amountIn: amount, reserveIn: deep.data.reserve0, reserveOut: deep.data.reserve1, fee }),
      )
      expect(simulator.quoteExactIn({ tokenIn: token1, amountIn: amount / 10n ** 12n }).amountOut).toBe(
        getAmountOut({ amountIn: amount / 10n ** 12n, reserveIn: deep.data.reserve1, reserveOut: deep.data.reserve0, fee }),
      )
      expect(simulator.quoteExactOut!({ tokenOut: token1, amountOut: 10n ** 6n }).amountIn).toBe(
        getAmountIn({ amountOut: 10n ** 6n, reserveIn: deep.data.reserve0, reserveOut: deep.data.reserve1, fee }),
      )
    }
  })

  it('swaps move the reserves by exactly the amounts, so a second swap sees the first', () => {
    const simulator = createUniswapV2Simulator({ state: deep })
    const first = simulator.swapExactIn({ tokenIn: token0, amountIn: 10n ** 19n })
    const second = simulator.quoteExactIn({ tokenIn: token0, amountIn: 10n ** 19n })
    expect(second.amountOut).toBe(
      getAmountOut({ amountIn: 10n ** 19n, reserveIn: deep.data.reserve0 + 10n ** 19n, reserveOut: deep.data.reserve1 - first.amountOut, fee: 3000 }),
    )
    const bought = simulator.swapExactOut!({ tokenOut: token0, amountOut: 10n ** 18n })
    expect(simulator.spotPrice(token1)).toBe(
      Number(deep.data.reserve0 + 10n ** 19n - 10n ** 18n) / Number(deep.data.reserve1 - first.amountOut + bought.amountIn),
    )
    // The snapshot the simulator was made from is untouched.
    expect(deep.data).toEqual({ reserve0: 1_000n * 10n ** 18n, reserve1: 40_000n * 10n ** 6n })
  })

  it('a zero output is an error, as the pair reverts on it', () => {
    const simulator = createUniswapV2Simulator({ state: deep })
    // 1 wei of the 18-decimal token buys less than 1 unit of the 6-decimal one.
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: 1n })).toThrow(expect.objectContaining({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' }))
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: 1n })).toThrow(SimulationError)
  })

  it('far beyond the reserves: output approaches but never reaches the reserve; the uint112 limit reverts', () => {
    const simulator = createUniswapV2Simulator({ state: deep })
    const huge = simulator.quoteExactIn({ tokenIn: token0, amountIn: deep.data.reserve0 * 1_000_000n })
    expect(huge.amountOut < deep.data.reserve1 && huge.amountOut > (deep.data.reserve1 * 999n) / 1000n).toBe(true)
    const limit = 2n ** 112n - 1n - deep.data.reserve0
    expect(simulator.quoteExactIn({ tokenIn: token0, amountIn: limit }).amountOut).toBeLessThan(deep.data.reserve1)
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: limit + 1n })).toThrow(expect.objectContaining({ reason: 'OVERFLOW' }))
    expect(() => simulator.quoteExactOut!({ tokenOut: token1, amountOut: deep.data.reserve1 })).toThrow(
      expect.objectContaining({ reason: 'INSUFFICIENT_LIQUIDITY' }),
    )
    // Buying all but one wei of a small reserve against a huge one costs more than a uint112 reserve can hold.
    const lopsided = createUniswapV2Simulator({ state: stateOf(2n ** 100n, 2n ** 20n) })
    expect(lopsided.quoteExactOut!({ tokenOut: token1, amountOut: 2n ** 10n }).amountIn).toBeGreaterThan(0n)
    expect(() => lopsided.quoteExactOut!({ tokenOut: token1, amountOut: 2n ** 20n - 1n })).toThrow(expect.objectContaining({ reason: 'OVERFLOW' }))
  })

  it('refuses a token the pair does not hold', () => {
    const simulator = createUniswapV2Simulator({ state: deep })
    expect(() => simulator.quoteExactIn({ tokenIn: '0x4444444444444444444444444444444444444444', amountIn: 1n })).toThrow(InvalidTokenError)
    // Token addresses match in any case.
    expect(simulator.quoteExactIn({ tokenIn: token0.toUpperCase().replace('0X', '0x') as `0x${string}`, amountIn: 10n ** 18n }).amountOut).toBeGreaterThan(0n)
  })
})
