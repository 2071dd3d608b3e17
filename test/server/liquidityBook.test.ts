import { defaultSourcePlugins } from '@sluice/default-plugins'
import { liquidityBookPlugin } from '@sluice/plugin-liquidity-book'
import { uniswapV3Plugin } from '@sluice/plugin-uniswap-v3'
import { uniswapV4Plugin } from '@sluice/plugin-uniswap-v4'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { httpSwaps } from '../support/httpSwaps.js'
import { startSandboxServer } from '../support/startSandboxServer.js'

// Liquidity Book over HTTP, on both sandbox chains: Trader Joe's official LBPair (bins, variable
// fee) alone and mixed with Uniswap V3 and V4, sell and buy; the balances move by exactly the quote.
// On the default world (every default plugin, the one the run's set-up warms): the sources under
// test are chosen by `includedSources`, so no world of its own is deployed.

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 })

let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999, 1868] })
  server = await startSandboxServer({ manifest: sandbox.manifest, chains: (entry) => ({ ...entry, blockGasLimit: null }) })
  swaps = httpSwaps({ manifest: sandbox.manifest, url: server.url })
})
afterAll(async () => {
  await server?.close()
  await sandbox?.stop()
})

let swaps: ReturnType<typeof httpSwaps>
const chain = (chainId: number) => swaps.chain(chainId)
const token = (symbol: string, chainId: number) => swaps.token(symbol, chainId)
const worth = (address: Address, usd: number, chainId: number) => swaps.worth(address, usd, chainId)
const quoteSwapExecute: ReturnType<typeof httpSwaps>['quoteSwapExecute'] = (request, chainId) => swaps.quoteSwapExecute(request, chainId)
const lbSource = (chainId: number) => chain(chainId).sources.find((source) => source.kind === liquidityBookPlugin.kind)!

describe('Liquidity Book over HTTP: quotes execute exactly as quoted', () => {
  test.each([999, 1868])('chain %i: includedSources = [LiquidityBook], sell and buy, both ways on each of its pairs (across bins)', async (chainId) => {
    const source = lbSource(chainId)
    const pools = chain(chainId).pools.filter((pool) => pool.sourceId === source.id)
    expect(pools).toHaveLength(2)
    for (const pool of pools)
      for (const [tokenIn, tokenOut] of [pool.tokens, [pool.tokens[1], pool.tokens[0]]] as const)
        for (const mode of ['amountIn', 'amountOut'] as const) {
          // Enough to cross several bins of the volatile pair (its liquidity spreads over 41 bins).
          const amount = worth(mode === 'amountIn' ? tokenIn : tokenOut, 60_000, chainId)
          const quote = await quoteSwapExecute({ tokenIn, tokenOut, [mode]: amount.toString(), includedSources: [source.id], slippage: 0.01 }, chainId)
          expect(
            quote.swaps.map((step) => [step.dexName, step.poolAddress]),
            `${chainId} ${mode} ${tokenIn}`,
          ).toEqual([[source.name, pool.address]])
          expect(quote[mode]).toBe(amount.toString())
        }
  })

  test.each([
    [999, 'WHYPE', 'USDT0'],
    [1868, 'WETH', 'USDC.e'],
  ] as const)('chain %i: a mixed route (LiquidityBook + UniswapV3 + UniswapV4) executes exactly, sell and buy', async (chainId, base, quoteSymbol) => {
    const kinds = [liquidityBookPlugin.kind, uniswapV3Plugin.kind, uniswapV4Plugin.kind]
    const sources = chain(chainId).sources.filter((source) => kinds.includes(source.kind))
    const includedSources = sources.map((source) => source.id)
    const [tokenIn, tokenOut] = [token(quoteSymbol, chainId), token(base, chainId)]
    for (const request of [
      { tokenIn, tokenOut, amountIn: worth(tokenIn, 400_000, chainId).toString() },
      { tokenIn, tokenOut, amountOut: worth(tokenOut, 300_000, chainId).toString() },
    ]) {
      const quote = await quoteSwapExecute({ ...request, includedSources, slippage: 0.02 }, chainId)
      const used = new Set(quote.swaps.map((step) => sources.find((source) => source.name === step.dexName)?.kind))
      expect(used.has(liquidityBookPlugin.kind) && used.size >= 2, JSON.stringify(quote.swaps)).toBe(true)
    }
  })
})
