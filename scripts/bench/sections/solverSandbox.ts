import { type PoolState, type Simulator, splitMulticallTransport } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type ChainManifest, startSandbox } from '@sluice/sandbox'
import { createPublicClient, http, type PublicClient } from 'viem'
import { sandboxAdapters } from '../../../test/support/sandboxAdapters.js'
import type { BenchRow, BenchSection } from '../BenchSection.js'
import { measureOrders, type Order } from '../solver/measureOrders.js'
import { quantile } from '../solver/quantile.js'
import { random } from '../solver/random.js'
import { sizeOrder } from '../solver/sizeOrder.js'
import { ORDER_IMPACTS } from '../solver/syntheticOrders.js'

/** Orders per sandbox chain. */
const ORDERS_PER_CHAIN = 40

/**
 * Route quality and latency on the sandbox world: both chains started fresh (`startSandbox`),
 * pool states read from Anvil by the real adapters (`track`), then orders between the fixture
 * tokens sized for 0.01%–20% impact, each against the reference optimum.
 */
export const solverSandboxSection: BenchSection = {
  name: 'solver-sandbox',
  async run() {
    const sandbox = await startSandbox({ plugins: defaultSourcePlugins })
    try {
      const rows: BenchRow[] = []
      const ms: number[] = []
      const gaps: number[] = []
      const gains: number[] = []
      for (const chain of sandbox.manifest.chains) {
        const simulators = await loadSimulators(chain)
        const orders = sandboxOrders(chain, simulators)
        const [first] = orders
        if (first) measureOrders({ simulators, orders: [first], reference: false }) // warm-up (JIT)
        const measured = measureOrders({ simulators, orders, reference: true })
        ms.push(...measured.map((m) => m.ms))
        gaps.push(...measured.map((m) => m.gapBps as number))
        gains.push(...measured.map((m) => m.gainOverSingleBps as number))
        rows.push({ metric: `chain ${chain.chainId}: pools / orders`, value: `${simulators.length} / ${measured.length}` })
        rows.push({
          metric: `chain ${chain.chainId}: quote p50`,
          value: quantile(
            measured.map((m) => m.ms),
            0.5,
          ),
          unit: 'ms',
          target: '< 5',
        })
      }
      rows.push(
        { metric: 'quote p50', value: quantile(ms, 0.5), unit: 'ms', target: '< 5' },
        { metric: 'quote p99', value: quantile(ms, 0.99), unit: 'ms' },
        { metric: 'gap to reference, median', value: quantile(gaps, 0.5), unit: 'bps', target: '<= 1' },
        { metric: 'gap to reference, p99', value: quantile(gaps, 0.99), unit: 'bps' },
        { metric: 'gain over best single path, min', value: Math.min(...gains), unit: 'bps', target: '>= 0' },
        { metric: 'gain over best single path, median', value: quantile(gains, 0.5), unit: 'bps' },
      )
      return {
        rows,
        fields: {
          sandboxP50Ms: Number(quantile(ms, 0.5).toFixed(3)),
          sandboxP99Ms: Number(quantile(ms, 0.99).toFixed(3)),
          sandboxMedianGapBps: Number(quantile(gaps, 0.5).toFixed(3)),
          sandboxP99GapBps: Number(quantile(gaps, 0.99).toFixed(3)),
          sandboxWorstGainOverSinglePathBps: Number(Math.min(...gains).toFixed(3)),
          sandboxOrders: gaps.length,
        },
      }
    } finally {
      await sandbox.stop()
    }
  },
}

/** The chain's pools at its head, read by the plugins' adapters, as simulators. */
async function loadSimulators(chain: ChainManifest): Promise<Simulator[]> {
  // Multicall reads split to fit a call's gas (999: the 2M block gas limit), as the server's are.
  const client = createPublicClient({ transport: splitMulticallTransport({ transport: http(chain.rpcUrl), multicall3: chain.multicall3 }) }) as PublicClient
  const blockNumber = await client.getBlockNumber()
  const simulators: Simulator[] = []
  for (const adapter of sandboxAdapters({ chain, withExecutors: false })) {
    const { pools } = await adapter.discover({ client, toBlock: blockNumber })
    const states: PoolState[] = await adapter.track({ client, pools, blockNumber })
    simulators.push(...states.map((state) => adapter.simulator(state)))
  }
  return simulators
}

/** Seeded orders between the fixture tokens, sized for each of `ORDER_IMPACTS` in turn. */
function sandboxOrders(chain: ChainManifest, simulators: readonly Simulator[]): Order[] {
  const rand = random(chain.chainId)
  const tokens = chain.tokens.filter((token) => token.fixturePriceUsd !== undefined)
  const orders: Order[] = []
  for (let attempt = 0; orders.length < ORDERS_PER_CHAIN && attempt < ORDERS_PER_CHAIN * 10 && tokens.length > 1; attempt++) {
    const tokenIn = tokens[Math.floor(rand() * tokens.length)]!
    const tokenOut = tokens[Math.floor(rand() * tokens.length)]!
    if (tokenIn === tokenOut) continue
    const impact = ORDER_IMPACTS[orders.length % ORDER_IMPACTS.length] as number
    const probe = BigInt(Math.floor((100 / (tokenIn.fixturePriceUsd as number)) * 10 ** tokenIn.decimals))
    const amountIn = sizeOrder({ simulators, tokenIn: tokenIn.address, tokenOut: tokenOut.address, probe, impact })
    if (amountIn) orders.push({ tokenIn: tokenIn.address, tokenOut: tokenOut.address, amountIn, impact })
  }
  return orders
}
