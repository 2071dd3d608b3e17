import type { Simulator } from '@sluice/core'
import { createLiquidityBookSimulator, type LiquidityBookBin } from '@sluice/plugin-liquidity-book'
import { createUniswapV2Simulator } from '@sluice/plugin-uniswap-v2'
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
const ACTIVE_ID = 2 ** 23

/** Microseconds per call of `quote` over a spread of amounts (after a warm-up). */
function microsPerQuote(quote: (amount: bigint) => unknown, amounts: readonly bigint[]): number {
  for (const amount of amounts.slice(0, 1000)) quote(amount)
  const started = performance.now()
  for (let i = 0; i < QUOTES; i++) quote(amounts[i % amounts.length]!)
  return ((performance.now() - started) * 1000) / QUOTES
}

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
    const rows: BenchRow[] = []
    const reserve = 10_000_000n * 10n ** 6n
    const amounts = Array.from({ length: 997 }, (_, i) => (reserve * BigInt(i + 1)) / 10_000n)
    const simulators: [string, Simulator][] = [
      ['Uniswap V2', createUniswapV2Simulator({ state: { pool, blockNumber: 1n, data: { reserve0: reserve, reserve1: reserve } } })],
      ['Liquidity Book, 41 bins', liquidityBook(20, reserve / 21n)],
      ['Liquidity Book, 401 bins', liquidityBook(200, reserve / 201n)],
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
    return { rows, fields }
  },
}
