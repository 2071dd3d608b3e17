import { quoteRoute } from '@sluice/core'
import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pool, Trade } from '@uniswap/v3-sdk'
import type { BenchSection } from '../BenchSection.js'
import { buildSyntheticGraph, type SyntheticToken } from '../solver/buildSyntheticGraph.js'
import { quantile } from '../solver/quantile.js'
import { syntheticOrders } from '../solver/syntheticOrders.js'

/**
 * The peer, in the same run: `@uniswap/v3-sdk`'s `Trade.bestTradeExactIn` (best single path of up
 * to 3 hops, no splits) against our quote on the same V3 pools (same states, same orders).
 */
export const solverPeerSection: BenchSection = {
  name: 'solver-peer',
  async run() {
    const graph = buildSyntheticGraph({ pools: 150, tokens: 30, seed: 3, v3Share: 1, positionsPerPool: 30, peerPools: true })
    const sdkTokens = new Map<string, Token>()
    const sdkToken = (token: SyntheticToken) => {
      let found = sdkTokens.get(token.address)
      if (!found) sdkTokens.set(token.address, (found = new Token(1, token.address, token.decimals)))
      return found
    }
    // One pool per (pair, fee), as on Uniswap (the SDK refuses duplicates).
    const seen = new Set<string>()
    const unique = graph.v3.flatMap((pool, i) => {
      const key = `${pool.token0.address}/${pool.token1.address}/${pool.fee}`
      if (seen.has(key)) return []
      seen.add(key)
      return [{ pool, simulator: graph.v3Simulators[i] as (typeof graph.v3Simulators)[number] }]
    })
    const pools = unique.map(
      ({ pool }) =>
        new Pool(
          sdkToken(pool.token0),
          sdkToken(pool.token1),
          pool.fee,
          pool.sqrtPriceX96.toString(),
          pool.liquidity.toString(),
          pool.tick,
          pool.ticks.map((tick) => ({ index: tick.index, liquidityNet: tick.liquidityNet.toString(), liquidityGross: tick.liquidityGross.toString() })),
        ),
    )
    const simulators = unique.map(({ simulator }) => simulator)
    const orders = syntheticOrders({ simulators, tokens: graph.tokens, weight: graph.weight, count: 15, seed: 4 })
    const byAddress = new Map(graph.tokens.map((token) => [token.address, token]))
    const snapshot = { simulators, blockNumber: 1n }
    const ratios: number[] = []
    const ours: number[] = []
    const theirs: number[] = []
    for (const [i, order] of orders.entries()) {
      const tokenIn = sdkToken(byAddress.get(order.tokenIn) as SyntheticToken)
      const tokenOut = sdkToken(byAddress.get(order.tokenOut) as SyntheticToken)
      let started = performance.now()
      const quote = quoteRoute({ snapshot, tokenIn: order.tokenIn, tokenOut: order.tokenOut, mode: 'sell', amount: order.amountIn })
      const ourMs = performance.now() - started
      started = performance.now()
      const [trade] = await Trade.bestTradeExactIn(pools, CurrencyAmount.fromRawAmount(tokenIn, order.amountIn.toString()), tokenOut, {
        maxHops: 3,
        maxNumResults: 1,
      })
      const sdkMs = performance.now() - started
      if (!trade || i === 0) continue // the first order warms both up
      ratios.push(Number(quote.route.amountOut) / Number(trade.outputAmount.quotient.toString()))
      ours.push(ourMs)
      theirs.push(sdkMs)
    }
    const peerOutputRatio = quantile(ratios, 0.5)
    const peerTimeRatio = quantile(ours, 0.5) / quantile(theirs, 0.5)
    return {
      rows: [
        { metric: `orders (${pools.length} V3 pools, 30 tokens)`, value: ratios.length },
        { metric: 'output ours / v3-sdk, median', value: peerOutputRatio, target: '>= 1' },
        { metric: 'output ours / v3-sdk, min', value: Math.min(...ratios), target: '>= 1' },
        { metric: 'quote p50, ours', value: quantile(ours, 0.5), unit: 'ms' },
        { metric: 'bestTradeExactIn p50, v3-sdk', value: quantile(theirs, 0.5), unit: 'ms' },
        { metric: 'time ours / v3-sdk (p50s)', value: peerTimeRatio },
      ],
      fields: {
        peerOutputRatio: Number(peerOutputRatio.toFixed(6)),
        peerOutputRatioMin: Number(Math.min(...ratios).toFixed(6)),
        peerTimeRatio: Number(peerTimeRatio.toFixed(4)),
      },
    }
  },
}
