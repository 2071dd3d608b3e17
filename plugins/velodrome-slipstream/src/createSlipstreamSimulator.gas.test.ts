import { SimulationError } from '@sluice/core'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slipstreamArtifacts } from './sandbox/slipstreamArtifacts.js'
import { slipstreamPlugin } from './slipstreamPlugin.js'

let sandbox: Sandbox
let world: ReturnType<typeof sourceConformanceWorld>
let quoter: Address

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: [slipstreamPlugin], chains: [1868] })
  const chain = sandbox.manifest.chains[0]!
  quoter = slipstreamPlugin.parseConfig(chain.sources.find((source) => source.kind === slipstreamPlugin.kind)!.config).quoter!
  world = sourceConformanceWorld({ chain, plugins: [slipstreamPlugin] })
})
afterAll(() => sandbox?.stop())

// The solver weighs each hop by its gas: a model that prices a Slipstream swap as a V3 one (about
// 28,000 gas and 13,000 to 22,000 per tick crossed too light) makes it prefer Slipstream pools
// that cost more than they seem. The model must follow Slipstream's own QuoterV2 estimate.
describe("the Slipstream gas model follows Slipstream's QuoterV2 estimate", () => {
  it('within 15% for swaps inside a range and across ticks, on every sandbox pool and direction', async () => {
    const { client, adapters } = world
    const blockNumber = await client.getBlockNumber()
    const ratios: number[] = []
    let crossing = 0
    for (const adapter of adapters) {
      const { pools } = await adapter.discover({ client, toBlock: blockNumber })
      for (const state of await adapter.track({ client, pools, blockNumber })) {
        const simulator = adapter.simulator(state)
        for (const [tokenIn, tokenOut] of [state.pool.tokens, [state.pool.tokens[1], state.pool.tokens[0]]] as const)
          for (const shift of [0n, 1n, 2n, 3n, 4n]) {
            // From a tiny swap to one that crosses ticks: powers of 16 of a millionth of the pool's depth.
            const amountIn = BigInt(Math.floor(simulator.depth!(tokenIn) / 1e6)) * 16n ** shift + 1n
            let gas: bigint
            try {
              gas = simulator.quoteExactIn({ tokenIn, amountIn }).gas
            } catch (error) {
              // Past the tick words `track` read (TICKS_NOT_LOADED): not a gas question.
              if (error instanceof SimulationError) continue
              throw error
            }
            const { result } = await client.simulateContract({
              address: quoter,
              abi: slipstreamArtifacts.quoter.abi,
              functionName: 'quoteExactInputSingle',
              args: [{ tokenIn, tokenOut, amountIn, tickSpacing: Number(state.pool.extra?.tickSpacing), sqrtPriceLimitX96: 0n }],
              blockNumber,
            })
            const estimate = result[3]
            if (estimate >= 3_000_000n) continue
            ratios.push(Number(gas) / Number(estimate))
            if (estimate > 300_000n) crossing++
          }
      }
    }
    expect(ratios.length).toBeGreaterThan(15)
    expect(crossing).toBeGreaterThan(0)
    expect(Math.min(...ratios)).toBeGreaterThan(0.85)
    expect(Math.max(...ratios)).toBeLessThan(1.15)
  })
})
