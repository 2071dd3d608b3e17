import type { Simulator } from '@sluice/core'
import { createLiquidityBookSimulator, type LiquidityBookBin } from '@sluice/plugin-liquidity-book'
import type { BenchSection } from '../BenchSection.js'
import { quoteTimingPool as pool } from '../quotes/quoteTimingPool.js'
import { timeQuotes } from '../quotes/timeQuotes.js'

const ACTIVE_ID = 2 ** 23

/** A Liquidity Book pair at price 1 (bin step 25, Trader Joe's preset), `side` bins of `perBin` each side of the active bin. */
function liquidityBook(side: number, perBin: bigint): Simulator {
  const bins: LiquidityBookBin[] = []
  for (let offset = -side; offset <= side; offset++) bins.push([ACTIVE_ID + offset, offset >= 0 ? perBin : 0n, offset <= 0 ? perBin : 0n])
  return createLiquidityBookSimulator({
    state: {
      pool,
      blockNumber: 1n,
      data: {
        binStep: 25,
        activeId: ACTIVE_ID,
        staticFee: {
          baseFactor: 5_000,
          filterPeriod: 30,
          decayPeriod: 600,
          reductionFactor: 5_000,
          variableFeeControl: 15_000,
          protocolShare: 1_000,
          maxVolatilityAccumulator: 350_000,
        },
        variableFee: { volatilityAccumulator: 0, volatilityReference: 0, idReference: ACTIVE_ID, timeOfLastUpdate: 0n },
        bins,
        window: [ACTIVE_ID - side, ACTIVE_ID + side],
        beyond: [false, false],
        timestamp: 1n,
      },
    },
  })
}

/**
 * Liquidity Book: the bin simulator's quote time beside Uniswap V2's (the same $10M a side, 6
 * decimals), sell and buy, on a pair with 41 bins (Trader Joe's usual spread) and one with 401
 * (amounts up to a tenth of the side cross up to 40 of them).
 */
export const liquidityBookSection: BenchSection = {
  name: 'liquidity-book',
  async run() {
    const reserve = 10_000_000n * 10n ** 6n
    const simulators: [string, Simulator][] = [
      ['Liquidity Book, 41 bins', liquidityBook(20, reserve / 21n)],
      ['Liquidity Book, 401 bins', liquidityBook(200, reserve / 201n)],
    ]
    const { rows, fields } = timeQuotes({ simulators, reserve })
    return { rows, fields }
  },
}
