import type { PoolState, Simulator } from '@sluice/core'
import { createSolidlyV1Simulator, type SolidlyV1State } from '@sluice/plugin-solidly-v1'
import { createVelodromeV2Simulator } from '@sluice/plugin-velodrome-v2'
import type { BenchSection } from '../BenchSection.js'
import { quoteTimingPool as pool } from '../quotes/quoteTimingPool.js'
import { timeQuotes } from '../quotes/timeQuotes.js'

/**
 * Solidly V1 pairs: the simulator's quote time beside Uniswap V2's and Velodrome V2's (the same $10M
 * a side, 6 decimals), sell and buy, volatile and stable; amounts from 0.01 % to 9.97 % of a side.
 * The ratio to Velodrome V2 is in the fields (`SolidlyV1StableToVelodromeV2Stable...`).
 */
export const solidlyV1Section: BenchSection = {
  name: 'solidly-v1',
  async run() {
    const reserve = 10_000_000n * 10n ** 6n
    const state = (stable: boolean): PoolState<SolidlyV1State> => ({
      pool,
      blockNumber: 1n,
      data: { reserve0: reserve, reserve1: reserve, decimals0: 10n ** 6n, decimals1: 10n ** 6n, stable, fee: stable ? 5n : 30n },
    })
    const simulators: [string, Simulator][] = [
      ['Velodrome V2 volatile', createVelodromeV2Simulator({ state: state(false) })],
      ['Solidly V1 volatile', createSolidlyV1Simulator({ state: state(false) })],
      ['Velodrome V2 stable', createVelodromeV2Simulator({ state: state(true) })],
      ['Solidly V1 stable', createSolidlyV1Simulator({ state: state(true) })],
    ]
    const { rows, fields } = timeQuotes({ simulators, reserve })
    for (const curve of ['Volatile', 'Stable'])
      for (const side of ['In', 'Out'])
        fields[`SolidlyV1${curve}ToVelodromeV2${curve}Quote${side}`] = Number(
          (fields[`SolidlyV1${curve}Quote${side}Us`]! / fields[`VelodromeV2${curve}Quote${side}Us`]!).toFixed(2),
        )
    return { rows, fields }
  },
}
