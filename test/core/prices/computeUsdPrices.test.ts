import { defaultSourcePlugins } from '@sluice/default-plugins'
import { createUniswapV2Simulator, uniswapV2Plugin } from '@sluice/plugin-uniswap-v2'
import { startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import { computeUsdPrices } from '../../../packages/core/src/prices/computeUsdPrices.js'
import { createSourceRegistry } from '../../../packages/core/src/registry/createSourceRegistry.js'
import { createPoolStateStore } from '../../../packages/core/src/store/createPoolStateStore.js'
import { sandboxAdapters } from '../../support/sandboxAdapters.js'

const USDC = '0x1000000000000000000000000000000000000001' as const
const USDT = '0x1000000000000000000000000000000000000002' as const
const WETH = '0x1000000000000000000000000000000000000003' as const
const WBTC = '0x1000000000000000000000000000000000000004' as const
const ASTR = '0x1000000000000000000000000000000000000005' as const
const DUST = '0x1000000000000000000000000000000000000006' as const
const NODEC = '0x1000000000000000000000000000000000000007' as const
const decimalsOf: Record<string, number> = { [USDC]: 6, [USDT]: 6, [WETH]: 18, [WBTC]: 8, [ASTR]: 18, [DUST]: 18 }
const decimals = (token: Address) => decimalsOf[token.toLowerCase()]

let poolCount = 0
/** A V2 pool holding `usdA` of tokenA at `priceA` and the same value of tokenB at `priceB`. */
function pool(tokenA: Address, priceA: number, tokenB: Address, priceB: number, usdEachSide: number) {
  const amount = (token: Address, price: number) => (BigInt(Math.round((usdEachSide / price) * 1e6)) * 10n ** BigInt(decimals(token) ?? 18)) / 1_000_000n
  const [token0, token1] = tokenA < tokenB ? [tokenA, tokenB] : [tokenB, tokenA]
  const [reserve0, reserve1] = tokenA < tokenB ? [amount(tokenA, priceA), amount(tokenB, priceB)] : [amount(tokenB, priceB), amount(tokenA, priceA)]
  const address = `0x20000000000000000000000000000000000000${(++poolCount).toString(16).padStart(2, '0')}` as Address
  return createUniswapV2Simulator({
    state: { pool: { id: address, address, sourceId: 1, tokens: [token0, token1], fee: 3000 }, blockNumber: 1n, data: { reserve0, reserve1 } },
  })
}

describe('computeUsdPrices', () => {
  it('prices breadth-first from the stables through the deepest pool, with decimals, and measures depth as V2 TVL', () => {
    const deepEth = pool(WETH, 3500, USDC, 1, 5_000_000)
    const thinEth = pool(WETH, 5000, USDC, 1, 20_000) // a manipulated thin pool: ignored, the deep one wins
    const btc = pool(WBTC, 100_000, WETH, 3500, 1_000_000) // two hops: USDC -> WETH -> WBTC
    const astr = pool(ASTR, 0.05, WETH, 3500, 300_000)
    const astrDirect = pool(ASTR, 0.06, USDT, 1, 50_000) // one hop from a stable: wins over the deeper two-hop pool
    const dust = pool(DUST, 7, USDC, 1, 1_000) // below minLiquidityUsd
    const noDecimals = pool(NODEC, 1, USDC, 1, 1_000_000)
    const prices = computeUsdPrices({ simulators: [thinEth, deepEth, btc, astr, astrDirect, dust, noDecimals], stables: [USDC, USDT], decimals })

    expect([...prices.keys()].sort()).toEqual([USDC, USDT, WETH, WBTC, ASTR].sort())
    expect(prices.get(USDC)).toEqual({ token: USDC, priceUsd: 1, liquidityUsd: Infinity, pool: undefined, hops: 0 })
    const weth = prices.get(WETH)!
    expect(weth.pool).toBe(deepEth.pool.address)
    expect(weth.priceUsd / 3500).toBeCloseTo(1, 6)
    expect(weth.liquidityUsd / 10_000_000).toBeCloseTo(1, 3) // both sides of the pool
    expect(weth.hops).toBe(1)
    const wbtc = prices.get(WBTC)!
    expect(wbtc).toMatchObject({ pool: btc.pool.address, hops: 2 })
    expect(wbtc.priceUsd / 100_000).toBeCloseTo(1, 6)
    expect(prices.get(ASTR)).toMatchObject({ pool: astrDirect.pool.address, hops: 1 })
    expect(prices.get(ASTR)!.priceUsd / 0.06).toBeCloseTo(1, 6)
  })

  it('with a lower minimum, a shallow pool prices its token; with no stable in the graph, nothing is priced', () => {
    const dust = pool(DUST, 7, USDC, 1, 1_000)
    expect(computeUsdPrices({ simulators: [dust], stables: [USDC], decimals, minLiquidityUsd: 100 }).get(DUST)!.priceUsd).toBeCloseTo(7, 6)
    const prices = computeUsdPrices({ simulators: [pool(WETH, 3500, WBTC, 100_000, 1e6)], stables: [USDC], decimals })
    expect([...prices.keys()]).toEqual([USDC])
  })

  it("recovers the sandbox fixture world's prices from its V2 pools", async () => {
    const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [1868] })
    try {
      const chain = sandbox.manifest.chains[0]!
      const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }) as PublicClient
      const registry = createSourceRegistry({
        adapters: sandboxAdapters({ chain, filter: (s) => s.kind === uniswapV2Plugin.kind }),
      })
      const store = createPoolStateStore({ chainId: chain.chainId, client, registry })
      await store.sync()
      const byAddress = new Map(chain.tokens.map((t) => [t.address.toLowerCase(), t]))
      const usdc = chain.tokens.find((t) => t.symbol === 'USDC.e')!
      const prices = computeUsdPrices({
        simulators: store.snapshot().simulators,
        stables: [usdc.address],
        decimals: (t) => byAddress.get(t.toLowerCase())?.decimals,
      })
      // Every fixture token has a V2 path to USDC.e on 1868.
      expect(prices.size).toBe(chain.tokens.length)
      for (const token of chain.tokens) expect(prices.get(token.address.toLowerCase())!.priceUsd / token.fixturePriceUsd!, token.symbol).toBeCloseTo(1, 2)
    } finally {
      await sandbox.stop()
    }
  })
})
