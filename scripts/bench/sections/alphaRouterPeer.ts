import { type PoolState, quoteRoute, type Simulator } from '@sluice/core'
import { startAnvil } from '@sluice/sandbox'
import { Protocol } from '@uniswap/router-sdk'
import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core'
import { createPublicClient, http, type PublicClient } from 'viem'
import { sandboxAdapters } from '../../../test/support/sandboxAdapters.js'
import { createOfflineAlphaRouter } from '../alphaRouter/createOfflineAlphaRouter.js'
import { deployMainnetUniswapV3 } from '../alphaRouter/deployMainnetUniswapV3.js'
import type { MainnetToken } from '../alphaRouter/mainnetWorld.js'
import type { BenchSection } from '../BenchSection.js'
import { quantile } from '../solver/quantile.js'

/** Orders: token in, token out, USD size; `buy` orders fix the output at that size instead. */
const ORDERS: readonly { tokenIn: string; tokenOut: string; usd: number; mode: 'sell' | 'buy' }[] = [
  { tokenIn: 'WETH', tokenOut: 'USDC', usd: 1_000, mode: 'sell' },
  { tokenIn: 'WETH', tokenOut: 'USDC', usd: 2_000_000, mode: 'sell' },
  { tokenIn: 'USDC', tokenOut: 'WETH', usd: 10_000_000, mode: 'sell' },
  { tokenIn: 'USDT', tokenOut: 'DAI', usd: 500_000, mode: 'sell' },
  { tokenIn: 'DAI', tokenOut: 'WBTC', usd: 300_000, mode: 'sell' },
  { tokenIn: 'WBTC', tokenOut: 'USDT', usd: 1_500_000, mode: 'sell' },
  { tokenIn: 'UNI', tokenOut: 'LINK', usd: 200_000, mode: 'sell' },
  { tokenIn: 'LINK', tokenOut: 'WBTC', usd: 800_000, mode: 'sell' },
  { tokenIn: 'USDC', tokenOut: 'UNI', usd: 400_000, mode: 'sell' },
  { tokenIn: 'DAI', tokenOut: 'USDT', usd: 5_000_000, mode: 'sell' },
  { tokenIn: 'USDC', tokenOut: 'WETH', usd: 1_000_000, mode: 'buy' },
  { tokenIn: 'WETH', tokenOut: 'WBTC', usd: 3_000_000, mode: 'buy' },
  { tokenIn: 'LINK', tokenOut: 'DAI', usd: 100_000, mode: 'buy' },
  { tokenIn: 'USDT', tokenOut: 'UNI', usd: 250_000, mode: 'buy' },
]

/**
 * The stronger peer, in the same run: Uniswap's AlphaRouter (`@uniswap/smart-order-router`, V3
 * only, its default mainnet routing config: up to 3 hops, splits in 5% steps) against our quote on
 * the same pools. The world is Uniswap V3 deployed from the official npm bytecode on an Anvil
 * with chain ID 1 at the mainnet addresses the router has built in, and AlphaRouter sees exactly
 * those pools through a static subgraph provider (no network). Our side reads the same pools'
 * state from the same node with the plugin's adapters and quotes with `quoteRoute`.
 *
 * Compared: raw route amounts before gas: AlphaRouter's `route.quote` (the output of a sell, the
 * input of a buy) against our route's `amountOut` / `amountIn`, with our gas price left at 0.
 * AlphaRouter picks its route by gas-adjusted amount, so on raw amounts it may give up a little
 * to save gas; its gas-adjusted figure is not compared. Output ratio: ours / theirs for sells,
 * theirs / ours (input) for buys: >= 1 means our route is at least as good. Time: wall time per
 * quote; ours is the solver on loaded state, theirs includes its on-chain pool reads and quoter
 * calls on the local node (how AlphaRouter works), so the ratio measures the two designs.
 */
export const alphaRouterPeerSection: BenchSection = {
  name: 'alpha-router-peer',
  async run() {
    const anvil = await startAnvil({ chainId: 1, port: 0 })
    try {
      const client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
      const world = await deployMainnetUniswapV3({ client, rpcUrl: anvil.rpcUrl })
      const weth = world.tokens[0] as MainnetToken
      const router = createOfflineAlphaRouter({ rpcUrl: anvil.rpcUrl, pools: world.pools, ethPriceUsd: weth.priceUsd })
      // Not viem's cached head (the deployment's receipt waits read it): every pool must be in.
      const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
      const simulators: Simulator[] = []
      for (const adapter of sandboxAdapters({ chain: world.chain, withExecutors: false })) {
        const { pools } = await adapter.discover({ client, toBlock: blockNumber })
        const states: PoolState[] = await adapter.track({ client, pools, blockNumber })
        simulators.push(...states.map((state) => adapter.simulator(state)))
      }
      if (simulators.length !== world.pools.length) throw new Error(`Sluice loaded ${simulators.length} of the world's ${world.pools.length} pools.`)
      const snapshot = { simulators, blockNumber }
      const sdkToken = (t: MainnetToken) => new Token(1, t.address, t.decimals, t.symbol, t.name)
      const bySymbol = (symbol: string) => world.tokens.find((t) => t.symbol === symbol) as MainnetToken

      const ratios: number[] = []
      const ours: number[] = []
      const theirs: number[] = []
      let failed = 0
      // The first order runs twice: the first time warms both up (JIT, AlphaRouter's caches).
      for (const [i, order] of [ORDERS[0]!, ...ORDERS].entries()) {
        const tokenIn = bySymbol(order.tokenIn)
        const tokenOut = bySymbol(order.tokenOut)
        const fixed = order.mode === 'sell' ? tokenIn : tokenOut
        const amount = (BigInt(Math.round((order.usd / fixed.priceUsd) * 1e6)) * 10n ** BigInt(fixed.decimals)) / 1_000_000n
        let started = performance.now()
        const { route } = quoteRoute({ snapshot, tokenIn: tokenIn.address, tokenOut: tokenOut.address, mode: order.mode, amount })
        const ourMs = performance.now() - started
        started = performance.now()
        const swap = await router.route(
          CurrencyAmount.fromRawAmount(sdkToken(fixed), amount.toString()),
          sdkToken(order.mode === 'sell' ? tokenOut : tokenIn),
          order.mode === 'sell' ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
          undefined,
          { protocols: [Protocol.V3] },
        )
        const theirMs = performance.now() - started
        if (i === 0) continue
        if (!swap) {
          failed++
          continue
        }
        const quote = BigInt(swap.quote.quotient.toString())
        ratios.push(order.mode === 'sell' ? Number(route.amountOut) / Number(quote) : Number(quote) / Number(route.amountIn))
        ours.push(ourMs)
        theirs.push(theirMs)
      }
      const median = quantile(ratios, 0.5)
      const min = Math.min(...ratios)
      const timeRatio = quantile(ours, 0.5) / quantile(theirs, 0.5)
      return {
        rows: [
          { metric: `orders (${world.pools.length} V3 pools, ${world.tokens.length} tokens, chain 1)`, value: ratios.length },
          { metric: 'orders AlphaRouter found no route for', value: failed, target: '0' },
          { metric: 'output ours / AlphaRouter, median', value: median, target: '>= 1' },
          { metric: 'output ours / AlphaRouter, min', value: min, target: '>= 1' },
          { metric: 'output ours over AlphaRouter, median', value: (median - 1) * 10_000, unit: 'bps' },
          { metric: 'quote p50, ours', value: quantile(ours, 0.5), unit: 'ms' },
          { metric: 'route p50, AlphaRouter', value: quantile(theirs, 0.5), unit: 'ms' },
          { metric: 'time ours / AlphaRouter (p50s)', value: timeRatio },
        ],
        fields: {
          alphaRouterOutputRatio: Number(median.toFixed(6)),
          alphaRouterOutputRatioMin: Number(min.toFixed(6)),
          alphaRouterTimeRatio: Number(timeRatio.toFixed(5)),
          alphaRouterOrders: ratios.length,
          alphaRouterNoRoute: failed,
        },
      }
    } finally {
      await anvil.stop()
    }
  },
}
