import type { PoolState, Simulator } from '@sluice/core'
import { createSolidlyV1Simulator, type SolidlyV1State } from '@sluice/plugin-solidly-v1'
import { createUniswapV2Simulator } from '@sluice/plugin-uniswap-v2'
import { createVelodromeV2Simulator } from '@sluice/plugin-velodrome-v2'
import type { BenchRow, BenchSection } from '../BenchSection.js'

const token0 = '0x1111111111111111111111111111111111111111' as const
const token1 = '0x2222222222222222222222222222222222222222' as const
const pool = {
  id: '0x3333333333333333333333333333333333333333',
  address: '0x3333333333333333333333333333333333333333',
  sourceId: 0,
  tokens: [token0, token1],
  fee: 3000,
} as const
/** Quotes timed per simulator and direction. */
const QUOTES = 20_000

/** Microseconds per call of `quote` over a spread of amounts (after a warm-up). */
function microsPerQuote(quote: (amount: bigint) => unknown, amounts: readonly bigint[]): number {
  for (const amount of amounts.slice(0, 1000)) quote(amount)
  const started = performance.now()
  for (let i = 0; i < QUOTES; i++) quote(amounts[i % amounts.length]!)
  return ((performance.now() - started) * 1000) / QUOTES
}

/**
 * Solidly V1 pairs: the simulator's quote time beside Uniswap V2's and Velodrome V2's (the same $10M
 * a side, 6 decimals), sell and buy, volatile and stable; amounts from 0.01 % to 9.97 % of a side.
 * The ratio to Velodrome V2 is in the fields (`SolidlyV1StableToVelodromeV2Stable...`).
 */
export const solidlyV1Section: BenchSection = {
  name: 'solidly-v1',
  async run() {
    const rows: BenchRow[] = []
    const reserve = 10_000_000n * 10n ** 6n
    const amounts = Array.from({ length: 997 }, (_, i) => (reserve * BigInt(i + 1)) / 10_000n)
    const state = (stable: boolean): PoolState<SolidlyV1State> => ({
      pool,
      blockNumber: 1n,
      data: { reserve0: reserve, reserve1: reserve, decimals0: 10n ** 6n, decimals1: 10n ** 6n, stable, fee: stable ? 5n : 30n },
    })
    const simulators: [string, Simulator][] = [
      ['Uniswap V2', createUniswapV2Simulator({ state: { pool, blockNumber: 1n, data: { reserve0: reserve, reserve1: reserve } } })],
      ['Velodrome V2 volatile', createVelodromeV2Simulator({ state: state(false) })],
      ['Solidly V1 volatile', createSolidlyV1Simulator({ state: state(false) })],
      ['Velodrome V2 stable', createVelodromeV2Simulator({ state: state(true) })],
      ['Solidly V1 stable', createSolidlyV1Simulator({ state: state(true) })],
    ]
    const fields: Record<string, number> = {}
    for (const [name, simulator] of simulators) {
      const sell = microsPerQuote((amountIn) => simulator.quoteExactIn({ tokenIn: token0, amountIn }), amounts)
      const buy = microsPerQuote((amountOut) => simulator.quoteExactOut!({ tokenOut: token1, amountOut }), amounts)
      rows.push({ metric: `${name}: quoteExactIn`, value: sell, unit: 'µs' }, { metric: `${name}: quoteExactOut`, value: buy, unit: 'µs' })
      const key = name.replace(/[^a-zA-Z0-9]+/g, '')
      fields[`${key}QuoteInUs`] = Number(sell.toFixed(3))
      fields[`${key}QuoteOutUs`] = Number(buy.toFixed(3))
    }
    for (const curve of ['Volatile', 'Stable'])
      for (const side of ['In', 'Out'])
        fields[`SolidlyV1${curve}ToVelodromeV2${curve}Quote${side}`] = Number(
          (fields[`SolidlyV1${curve}Quote${side}Us`]! / fields[`VelodromeV2${curve}Quote${side}Us`]!).toFixed(2),
        )
    return { rows, fields }
  },
}
