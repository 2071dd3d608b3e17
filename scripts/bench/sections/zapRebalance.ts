import { type PoolGraphSnapshot, quoteRebalance, quoteZap, type Simulator } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV3PositionSupport as positions } from '@sluice/plugin-uniswap-v3'
import { startSandbox } from '@sluice/sandbox'
import { parseUnits } from 'viem'
import { setupExecutionWorld } from '../../../test/execution/setupExecutionWorld.js'
import { setupZapWorld } from '../../../test/execution/setupZapWorld.js'
import type { BenchRow, BenchSection } from '../BenchSection.js'

const repeats = 5

/**
 * Zap and rebalance quotes on the sandbox world (chain 999), computed as the server computes them
 * (pure functions on a snapshot; the RPC reads of a position are not timed):
 * - zap: pool-token, outside-token and wrapped-native inputs of several sizes into the V3 pools'
 *   ranges of several widths; quote latency p50/p99 and the value left over after the mint as a
 *   fraction of the value offered to the position manager (at the pool's price after the swaps);
 * - rebalance: the fixture's own positions moved to a centred range of the same width, in their
 *   pool, with the pool as it is once each position is withdrawn.
 */
export const zapRebalanceSection: BenchSection = {
  name: 'zap-rebalance',
  async run() {
    const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
    try {
      const world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
      const zapWorld = await setupZapWorld(world)
      const snapshot = await world.snapshot()
      const cases = [
        { input: 'USDT0', amount: parseUnits('2000', 6) },
        { input: 'USDT0', amount: parseUnits('250000', 6) },
        { input: 'UETH', amount: parseUnits('1', 18) },
        { input: 'WHYPE', amount: parseUnits('500', 18) },
        { input: 'UBTC', amount: parseUnits('0.3', 8) },
      ]
      const targets = [zapWorld.pool(3, 'WHYPE', 'USDT0', 500), zapWorld.pool(3, 'WHYPE', 'USDT0', 3000), zapWorld.pool(4, 'UETH', 'UBTC', 500)]
      const zapTimes: number[] = []
      const leftovers: number[] = []
      for (const address of targets) {
        const target = snapshot.simulators.find((s) => s.pool.address === address) as Simulator
        const { tick, tickSpacing } = positions.poolRange(target)
        for (const spacings of [2, 20, 200]) {
          const tickLower = Math.floor(tick / tickSpacing) * tickSpacing - spacings * tickSpacing
          const tickUpper = tickLower + (2 * spacings + 1) * tickSpacing
          for (const { input, amount } of cases) {
            const tokenIn = world.token(input).address
            for (let i = 0; i < repeats; i++) {
              const started = performance.now()
              const quote = quoteZap({ snapshot, positions, pool: address, tickLower, tickUpper, tokenIn, amountIn: amount })
              zapTimes.push(performance.now() - started)
              if (i > 0) continue
              const price0 = quote.poolAfter.spotPrice(target.pool.tokens[0])
              const value = (a: bigint, b: bigint) => Number(a) * price0 + Number(b)
              leftovers.push(value(quote.offered[0] - quote.mint.amount0, quote.offered[1] - quote.mint.amount1) / value(quote.offered[0], quote.offered[1]))
            }
          }
        }
      }
      const rebalanceTimes: number[] = []
      const manager = zapWorld.positionManager(3)
      for (let tokenId = 1n; tokenId <= 12n; tokenId++) {
        const position = await zapWorld.position(manager, tokenId)
        const withdrawn: PoolGraphSnapshot = await zapWorld.withdrawnSnapshot(snapshot, position)
        const pool = withdrawn.simulators.find(
          (s) => s.pool.sourceId === 3 && s.pool.fee === position.fee && s.pool.tokens.every((t, i) => t === position.tokens[i]),
        )!.pool.address
        for (let i = 0; i < repeats; i++) {
          const started = performance.now()
          quoteRebalance({ snapshot: withdrawn, positions, position, pool })
          rebalanceTimes.push(performance.now() - started)
        }
      }
      const rows: BenchRow[] = [
        { metric: 'zap quote p50', value: percentile(zapTimes, 0.5), unit: 'ms', target: '< 50' },
        { metric: 'zap quote p99', value: percentile(zapTimes, 0.99), unit: 'ms' },
        { metric: 'zap leftover median', value: percentile(leftovers, 0.5) * 100, unit: '% of value', target: '< 0.1' },
        { metric: 'zap leftover max', value: Math.max(...leftovers) * 100, unit: '% of value', target: '< 0.1' },
        { metric: 'rebalance quote p50', value: percentile(rebalanceTimes, 0.5), unit: 'ms', target: '< 50' },
        { metric: 'rebalance quote p99', value: percentile(rebalanceTimes, 0.99), unit: 'ms' },
      ]
      return {
        rows,
        fields: {
          zapQuoteP50Ms: percentile(zapTimes, 0.5),
          zapQuoteP99Ms: percentile(zapTimes, 0.99),
          zapLeftoverMedianPct: percentile(leftovers, 0.5) * 100,
          zapLeftoverMaxPct: Math.max(...leftovers) * 100,
          rebalanceQuoteP50Ms: percentile(rebalanceTimes, 0.5),
          rebalanceQuoteP99Ms: percentile(rebalanceTimes, 0.99),
        },
      }
    } finally {
      await sandbox.stop()
    }
  },
}

function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}
