import { InvalidTokenError, type PoolState, SimulationError } from '@sluice/core'
import { describeSimulatorConformance } from '@sluice/core/conformance'
import { describe, expect, it } from 'vitest'
import { createSolidlyV1Simulator } from './createSolidlyV1Simulator.js'
import type { SolidlyV1State } from './SolidlyV1State.js'

const token0 = '0x1111111111111111111111111111111111111111' as const
const token1 = '0x2222222222222222222222222222222222222222' as const

function stateOf({
  reserve0,
  reserve1,
  decimals0 = 18,
  decimals1 = 6,
  stable,
  fee = stable ? 5n : 30n,
}: {
  reserve0: bigint
  reserve1: bigint
  decimals0?: number
  decimals1?: number
  stable: boolean
  fee?: bigint
}): PoolState<SolidlyV1State> {
  return {
    pool: {
      id: '0x3333333333333333333333333333333333333333',
      address: '0x3333333333333333333333333333333333333333',
      sourceId: 8,
      tokens: [token0, token1],
      fee: Number(fee) * 100,
      extra: { stable },
    },
    blockNumber: 7n,
    data: { reserve0, reserve1, decimals0: 10n ** BigInt(decimals0), decimals1: 10n ** BigInt(decimals1), stable, fee },
  }
}

/** 10^from, 3 * 10^from, ... 3 * 10^to. */
const logSpaced = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => [10n ** BigInt(from + k), 3n * 10n ** BigInt(from + k)]).flat()

// A pegged pair: 4,000,000 of an 18-decimal stablecoin against 4,000,000 of a 6-decimal one.
const deepStable = stateOf({ reserve0: 4_000_000n * 10n ** 18n, reserve1: 4_000_000n * 10n ** 6n, stable: true })
// The same pool pushed off balance (3:5), where the stable curve bends.
const skewedStable = stateOf({ reserve0: 3_000_000n * 10n ** 18n, reserve1: 5_000_000n * 10n ** 6n, stable: true, fee: 1n })
// 1,000 of an 18-decimal token against 40,000 of a 6-decimal one.
const deepVolatile = stateOf({ reserve0: 1_000n * 10n ** 18n, reserve1: 40_000n * 10n ** 6n, stable: false })

describeSimulatorConformance({
  name: 'Solidly V1 stable pool, deep and pegged',
  makeSimulator: () => createSolidlyV1Simulator({ state: deepStable }),
  makeEmptySimulator: () => createSolidlyV1Simulator({ state: stateOf({ reserve0: 0n, reserve1: 0n, stable: true }) }),
  amounts: { [token0]: logSpaced(13, 24), [token1]: logSpaced(1, 12) },
})

describeSimulatorConformance({
  name: 'Solidly V1 stable pool off balance, 0.01% fee',
  makeSimulator: () => createSolidlyV1Simulator({ state: skewedStable }),
  amounts: { [token0]: logSpaced(13, 24), [token1]: logSpaced(1, 12) },
})

// Thin and a little off balance: at the exact peg the curve is so flat that the pool's own
// rounding (Newton's last step in `_get_y`) can give a second identical swap one wei more than
// the first; that is the pool's behaviour, to the wei (see the last test), not a simulator's error.
describeSimulatorConformance({
  name: 'Solidly V1 stable pool, thin, both 18 decimals',
  makeSimulator: () => createSolidlyV1Simulator({ state: stateOf({ reserve0: 10n ** 19n, reserve1: 12n * 10n ** 18n, decimals1: 18, stable: true }) }),
  amounts: { [token0]: logSpaced(6, 18), [token1]: logSpaced(6, 18) },
})

describeSimulatorConformance({
  name: 'Solidly V1 volatile pool',
  makeSimulator: () => createSolidlyV1Simulator({ state: deepVolatile }),
  makeEmptySimulator: () => createSolidlyV1Simulator({ state: stateOf({ reserve0: 0n, reserve1: 0n, stable: false }) }),
  amounts: { [token0]: logSpaced(13, 21), [token1]: logSpaced(1, 10) },
})

describe('createSolidlyV1Simulator', () => {
  it("charges the state's fee (the factory's fee for the curve) and reports it in millionths", () => {
    const reserves = { reserve0: deepVolatile.data.reserve0, reserve1: deepVolatile.data.reserve1 }
    const free = createSolidlyV1Simulator({ state: stateOf({ ...reserves, stable: false, fee: 0n }) })
    const custom = createSolidlyV1Simulator({ state: stateOf({ ...reserves, stable: false, fee: 100n }) })
    expect(free.fee()).toBe(0)
    expect(custom.fee()).toBe(10_000)
    const amountIn = 10n ** 18n
    const gross = free.quoteExactIn({ tokenIn: token0, amountIn }).amountOut
    // The fee comes off the input: 1% less input in, the same as the fee-free pool on 0.99.
    expect(custom.quoteExactIn({ tokenIn: token0, amountIn }).amountOut).toBe(
      free.quoteExactIn({ tokenIn: token0, amountIn: (amountIn * 99n) / 100n }).amountOut,
    )
    expect(custom.quoteExactIn({ tokenIn: token0, amountIn }).amountOut < gross).toBe(true)
  })

  it('a stable pool gives a pegged pair a far better price than a volatile pool of the same reserves', () => {
    const volatile = createSolidlyV1Simulator({
      state: stateOf({ reserve0: deepStable.data.reserve0, reserve1: deepStable.data.reserve1, stable: false, fee: 5n }),
    })
    const stable = createSolidlyV1Simulator({ state: deepStable })
    const amountIn = 400_000n * 10n ** 18n // a tenth of the pool
    const outStable = stable.quoteExactIn({ tokenIn: token0, amountIn }).amountOut
    const outVolatile = volatile.quoteExactIn({ tokenIn: token0, amountIn }).amountOut
    expect(outStable > 399_000n * 10n ** 6n).toBe(true)
    expect(outVolatile < 364_000n * 10n ** 6n).toBe(true)
    expect(stable.spotPrice(token0) * 1e12).toBeCloseTo(1, 6)
  })

  it('refuses what the pool refuses: no output, more than the reserve, foreign tokens', () => {
    const simulator = createSolidlyV1Simulator({ state: deepStable })
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: 1n })).toThrow(expect.objectContaining({ reason: 'INSUFFICIENT_OUTPUT_AMOUNT' }))
    expect(() => simulator.quoteExactOut!({ tokenOut: token1, amountOut: deepStable.data.reserve1 })).toThrow(SimulationError)
    expect(() => simulator.quoteExactIn({ tokenIn: '0x4444444444444444444444444444444444444444', amountIn: 1n })).toThrow(InvalidTokenError)
  })

  it("keeps the pool's rounding at the exact peg: a second identical swap may give one wei more", () => {
    const simulator = createSolidlyV1Simulator({ state: stateOf({ reserve0: 10n ** 19n, reserve1: 10n ** 19n, decimals1: 18, stable: true }) })
    const amountIn = 3n * 10n ** 12n
    expect(simulator.swapExactIn({ tokenIn: token0, amountIn }).amountOut).toBe(2_998_499_999_999n)
    expect(simulator.quoteExactIn({ tokenIn: token0, amountIn }).amountOut).toBe(2_998_500_000_000n)
  })
})
