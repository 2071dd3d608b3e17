import type { Simulator } from '@sluice/core'
import { createUniswapV2Simulator } from '@sluice/plugin-uniswap-v2'
import type { BenchRow } from '../BenchSection.js'
import { quoteTimingPool } from './quoteTimingPool.js'

export type TimeQuotesParameters = {
  /** Named simulators of `quoteTimingPool`, timed after Uniswap V2's. */
  simulators: readonly (readonly [string, Simulator])[]
  /** Each side's reserve (raw units): Uniswap V2's pool holds it on both sides, the amounts are shares of it. */
  reserve: bigint
}

export type TimeQuotesReturnType = { rows: BenchRow[]; fields: Record<string, number> }

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
 * Each simulator's quote time beside Uniswap V2's (the same `reserve` a side), `quoteExactIn` and
 * `quoteExactOut` in µs over amounts from 0.01 % to 9.97 % of `reserve`: a row per simulator and
 * direction, and fields `<name>QuoteInUs` / `<name>QuoteOutUs` (the name's letters and digits).
 */
export function timeQuotes({ simulators, reserve }: TimeQuotesParameters): TimeQuotesReturnType {
  const [token0, token1] = quoteTimingPool.tokens
  const amounts = Array.from({ length: 997 }, (_, i) => (reserve * BigInt(i + 1)) / 10_000n)
  const uniswapV2 = createUniswapV2Simulator({ state: { pool: quoteTimingPool, blockNumber: 1n, data: { reserve0: reserve, reserve1: reserve } } })
  const rows: BenchRow[] = []
  const fields: Record<string, number> = {}
  for (const [name, simulator] of [['Uniswap V2', uniswapV2] as const, ...simulators]) {
    const sell = microsPerQuote((amountIn) => simulator.quoteExactIn({ tokenIn: token0, amountIn }), amounts)
    const buy = microsPerQuote((amountOut) => simulator.quoteExactOut!({ tokenOut: token1, amountOut }), amounts)
    rows.push({ metric: `${name}: quoteExactIn`, value: sell, unit: 'µs' }, { metric: `${name}: quoteExactOut`, value: buy, unit: 'µs' })
    const key = name.replace(/[^a-zA-Z0-9]+/g, '')
    fields[`${key}QuoteInUs`] = Number(sell.toFixed(3))
    fields[`${key}QuoteOutUs`] = Number(buy.toFixed(3))
  }
  return { rows, fields }
}
