import { defaultSourcePlugins } from '@sluice/default-plugins'
import { solidlyV1Plugin } from '@sluice/plugin-solidly-v1'
import { uniswapV3Plugin } from '@sluice/plugin-uniswap-v3'
import { uniswapV4Plugin } from '@sluice/plugin-uniswap-v4'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { httpSwaps } from '../support/httpSwaps.js'
import { startSandboxServer } from '../support/startSandboxServer.js'

// Solidly V1 pairs over HTTP, on both sandbox chains: Velodrome V1's official Pair (volatile x·y and
// stable x³y + xy³) alone and mixed with Uniswap V3 and V4, sell and buy; the balances move by exactly the quote.
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
const solidlySource = (chainId: number) => chain(chainId).sources.find((source) => source.kind === solidlyV1Plugin.kind)!

describe('Solidly V1 over HTTP: quotes execute exactly as quoted', () => {
  test.each([999, 1868])('chain %i: includedSources = [Solidly V1], sell and buy, both ways on its stable and its volatile pair', async (chainId) => {
    const source = solidlySource(chainId)
    const pools = chain(chainId).pools.filter((pool) => pool.sourceId === source.id)
    expect(pools).toHaveLength(2)
    for (const pool of pools)
      for (const [tokenIn, tokenOut] of [pool.tokens, [pool.tokens[1], pool.tokens[0]]] as const)
        for (const mode of ['amountIn', 'amountOut'] as const) {
          // A tenth of the volatile pair's depth, a fortieth of the stable pair's: well along either curve.
          const amount = worth(mode === 'amountIn' ? tokenIn : tokenOut, 30_000, chainId)
          const quote = await quoteSwapExecute({ tokenIn, tokenOut, [mode]: amount.toString(), includedSources: [source.id], slippage: 0.01 }, chainId)
          expect(
            quote.swaps.map((step) => [step.dexName, step.poolAddress]),
            `${chainId} ${mode} ${tokenIn}`,
          ).toEqual([[source.name, pool.address]])
          expect(quote[mode]).toBe(amount.toString())
        }
  })

  // On 999 through the pegged pairs (the fixture's volatile WHYPE pair is shallow beside the CL pools), on 1868 through the volatile one.
  test.each([
    [999, 'USDe', 'USDT0', 1_500_000, 1_000_000],
    [1868, 'WETH', 'USDC.e', 400_000, 300_000],
  ] as const)(
    'chain %i: a mixed route (Solidly V1 + UniswapV3 + UniswapV4) executes exactly, sell and buy',
    async (chainId, base, quoteSymbol, sellUsd, buyUsd) => {
      const kinds = [solidlyV1Plugin.kind, uniswapV3Plugin.kind, uniswapV4Plugin.kind]
      const sources = chain(chainId).sources.filter((source) => kinds.includes(source.kind))
      const includedSources = sources.map((source) => source.id)
      const [tokenIn, tokenOut] = [token(quoteSymbol, chainId), token(base, chainId)]
      for (const request of [
        { tokenIn, tokenOut, amountIn: worth(tokenIn, sellUsd, chainId).toString() },
        { tokenIn, tokenOut, amountOut: worth(tokenOut, buyUsd, chainId).toString() },
      ]) {
        const quote = await quoteSwapExecute({ ...request, includedSources, slippage: 0.02 }, chainId)
        const used = new Set(quote.swaps.map((step) => sources.find((source) => source.name === step.dexName)?.kind))
        expect(used.has(solidlyV1Plugin.kind) && used.size >= 2, JSON.stringify(quote.swaps)).toBe(true)
      }
    },
  )
})
