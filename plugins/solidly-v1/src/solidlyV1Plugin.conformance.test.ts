import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { isAddressEqual } from 'viem'
import { vi } from 'vitest'
import { solidlyV1PoolAbi } from './abi.js'
import { solidlyV1Plugin } from './solidlyV1Plugin.js'

vi.setConfig({ testTimeout: 300_000 })

let sandbox: Sandbox | undefined

// The plugin on its own sandbox world (chain 999: Velodrome V1's official PairFactory and Pair, a
// stable and a volatile pair): discover, track, simulate, real swaps through Sluice's router equal
// to the wei, and random amounts from 1 wei to past the reserves equal to the pair's own
// `getAmountOut`, before and after a real swap.
describeSourceConformance({
  name: 'solidly-v1 plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [solidlyV1Plugin], chains: [999] })
    return sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [solidlyV1Plugin] })
  },
  teardown: async () => sandbox?.stop(),
  // The pair's own quote at the block; an output it cannot pay (its whole reserve or more) is one
  // its `swap` refuses (`IL`).
  referenceQuote: async ({ client, pool, tokenIn, amountIn, blockNumber }) => {
    const at = { address: pool.address, abi: solidlyV1PoolAbi, blockNumber } as const
    const amountOut = await client.readContract({ ...at, functionName: 'getAmountOut', args: [amountIn, tokenIn] })
    const [, , reserve0, reserve1] = await client.readContract({ ...at, functionName: 'metadata' })
    if (amountOut >= (isAddressEqual(tokenIn, pool.tokens[0]) ? reserve1 : reserve0)) throw new Error('the pair cannot pay that output')
    return amountOut
  },
  referenceRuns: 40,
})
