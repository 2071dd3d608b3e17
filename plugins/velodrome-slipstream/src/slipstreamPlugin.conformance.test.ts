import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import type { Address } from 'viem'
import { vi } from 'vitest'
import { slipstreamArtifacts } from './sandbox/slipstreamArtifacts.js'
import { slipstreamPlugin } from './slipstreamPlugin.js'

// The comparison with QuoterV2 walks tick-spacing-1 pools to their price limits (amounts past the
// liquidity: thousands of bitmap words, read in rounds by the simulator and walked by the quoter):
// about 80 s on this machine under load, past the 60 s default.
vi.setConfig({ testTimeout: 300_000 })

let sandbox: Sandbox | undefined
let quoter: Address | undefined

// The plugin on its own sandbox world (chain 1868: Slipstream's official CLFactory, CLPool,
// position manager and QuoterV2; pools of tick spacings 1 and 50): discover, track, simulate,
// real swaps through Sluice's router equal to the wei, and random amounts from 1 wei to past the
// liquidity (across ticks) equal to Slipstream's own QuoterV2, before and after a real swap.
describeSourceConformance({
  name: 'velodrome-slipstream plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [slipstreamPlugin], chains: [1868] })
    const chain = sandbox.manifest.chains[0]!
    quoter = slipstreamPlugin.parseConfig(chain.sources.find((source) => source.kind === slipstreamPlugin.kind)!.config).quoter
    return sourceConformanceWorld({ chain, plugins: [slipstreamPlugin] })
  },
  teardown: async () => sandbox?.stop(),
  referenceQuote: async ({ client, pool, tokenIn, tokenOut, amountIn, blockNumber }) => {
    const { result } = await client.simulateContract({
      address: quoter!,
      abi: slipstreamArtifacts.quoter.abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn, tokenOut, amountIn, tickSpacing: Number(pool.extra?.tickSpacing), sqrtPriceLimitX96: 0n }],
      blockNumber,
    })
    return result[0]
  },
})
