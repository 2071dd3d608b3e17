import { createSourceAdapters, createSourceRegistry, type PoolState, quoteRoute, type Simulator } from '@sluice/core'
import type { Address } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { createPoolStateSnapshot } from '../../packages/core/src/store/createPoolStateSnapshot.js'
import type { QuoteWorkers } from '../../packages/core/src/workers/createQuoteWorkers.js'
import { loadPlugins } from '../../packages/server/src/config/loadPlugins.js'
import type { ChainConfig } from '../../packages/server/src/config/serverConfigSchema.js'
import { createEngineQuoteWorkers } from '../../packages/server/src/workers/createEngineQuoteWorkers.js'

const A = '0x00000000000000000000000000000000000000A1' as Address
const B = '0x00000000000000000000000000000000000000b2' as Address
const C = '0x00000000000000000000000000000000000000C3' as Address
const e18 = 10n ** 18n
// Only the fields the workers read: the chain's context and its sources (one Uniswap V2 source of the default plugins).
const chain = {
  chainId: 1,
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  wrappedNative: C,
  sources: [
    {
      id: 0,
      name: 'V2',
      description: 'pairs given as states',
      kind: 'uniswap-v2',
      deployBlock: '0',
      config: { factory: '0x00000000000000000000000000000000000000f0', initCodeHash: `0x${'96'.repeat(32)}` },
    },
  ],
} as unknown as ChainConfig

const pair = (n: number, token0: Address, token1: Address, reserve0: bigint, reserve1: bigint): PoolState => ({
  pool: { id: `0x${n.toString(16).padStart(40, '0')}`, address: `0x${n.toString(16).padStart(40, '0')}`, sourceId: 0, tokens: [token0, token1], fee: 3000 },
  blockNumber: 3n,
  data: { reserve0, reserve1 },
})

let workers: QuoteWorkers | undefined
afterEach(async () => {
  await workers?.close()
  workers = undefined
})

describe("the server's quote workers", () => {
  test('build their simulators from the config with the default plugins and quote as the main thread, to the wei', async () => {
    workers = createEngineQuoteWorkers({ chain, pluginModules: [], size: 1 })
    const { sources: plugins } = await loadPlugins({ modules: [] })
    const context = { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative }
    const registry = createSourceRegistry({ adapters: createSourceAdapters({ plugins, sources: chain.sources, chain: context }) })
    const states = [pair(1, A, B, 1000n * e18, 2000n * e18), pair(2, B, C, 3000n * e18, 1000n * e18), pair(3, A, C, 100n * e18, 60n * e18)]
    const snapshot = createPoolStateSnapshot({
      chainId: 1,
      blockNumber: 3n,
      states: new Map(states.map((state) => [state.pool.address.toLowerCase(), state])),
      registry,
      cache: new WeakMap<PoolState, Simulator>(),
    })
    for (const parameters of [
      { tokenIn: A, tokenOut: C, mode: 'sell' as const, amount: 5n * e18 + 123n },
      { tokenIn: C, tokenOut: A, mode: 'buy' as const, amount: 7n * e18 + 1n },
    ])
      expect(await workers!.quote({ ...parameters, snapshot })).toEqual(quoteRoute({ ...parameters, snapshot }))
  })
})
