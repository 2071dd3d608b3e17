import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { isAddressEqual } from 'viem'
import { vi } from 'vitest'
import { liquidityBookPairAbi } from './abi.js'
import { liquidityBookPlugin } from './liquidityBookPlugin.js'

vi.setConfig({ testTimeout: 300_000 })

let sandbox: Sandbox | undefined

// The plugin on its own sandbox world (chain 999: Trader Joe's official LBFactory and LBPair, pairs
// of bin steps 25 and 1 with a protocol share): discover, track, simulate, real swaps through
// Sluice's router equal to the wei, and random amounts from 1 wei to past the reserves (across
// bins, with the variable fee) equal to the pair's own `getSwapOut`, before and after a real swap.
describeSourceConformance({
  name: 'liquidity-book plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [liquidityBookPlugin], chains: [999] })
    return sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [liquidityBookPlugin] })
  },
  teardown: async () => sandbox?.stop(),
  // The pair's own quote at the block (its timestamp: the simulator's is one second later, the same
  // side of the fixture presets' filter period). Input it cannot take whole: the swap reverts.
  referenceQuote: async ({ client, pool, tokenIn, amountIn, blockNumber }) => {
    const [amountInLeft, amountOut] = await client.readContract({
      address: pool.address,
      abi: liquidityBookPairAbi,
      functionName: 'getSwapOut',
      args: [amountIn, isAddressEqual(tokenIn, pool.tokens[0])],
      blockNumber,
    })
    if (amountInLeft !== 0n) throw new Error('the pair cannot take the whole input')
    return amountOut
  },
})
