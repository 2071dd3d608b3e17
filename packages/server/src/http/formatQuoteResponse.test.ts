import type { ChainEngine, EngineQuote, Pool } from '@sluice/core'
import { expect, test } from 'vitest'
import { formatQuoteResponse } from './formatQuoteResponse.js'

const [token0, token1, token2] = [
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
  '0x3333333333333333333333333333333333333333',
] as const
const pair: Pool = {
  id: '0xAbCdEf0000000000000000000000000000000001',
  address: '0xAbCdEf0000000000000000000000000000000001',
  sourceId: 1,
  tokens: [token0, token1],
  fee: 3000,
}
// A singleton DEX's pool: its ID names it, the singleton (its `address`) holds it.
const singleton: Pool = {
  id: `0x${'ab'.repeat(32)}`,
  address: '0x00000000000000000000000000000000000000Fe',
  sourceId: 2,
  tokens: [token1, token2],
  fee: 500,
}

test("each swap's poolAddress is its pool's ID: a pool contract's address, a singleton DEX's pool ID", () => {
  const step = (pool: Pool, tokenIn: `0x${string}`, tokenOut: `0x${string}`) => ({ pool, tokenIn, tokenOut, amountIn: 10n, amountOut: 9n, fee: pool.fee })
  const quote: EngineQuote = {
    route: {
      mode: 'sell',
      tokenIn: token0,
      tokenOut: token2,
      amountIn: 10n,
      amountOut: 9n,
      paths: [{ steps: [step(pair, token0, token1), step(singleton, token1, token2)], amountIn: 10n, amountOut: 9n }],
      gas: 1n,
      blockNumber: 1n,
    },
    amountIn: 10n,
    amountOut: 9n,
    minOutputAmount: 8n,
    priceImpactPct: null,
    tokens: [],
    blockNumber: 1n,
  }
  const engine = { sources: () => [] } as unknown as ChainEngine
  const response = formatQuoteResponse({ quote, slippage: 0.01, engine })
  expect(response.swaps.map((swap) => swap.poolAddress)).toEqual([pair.id, singleton.id])
})
