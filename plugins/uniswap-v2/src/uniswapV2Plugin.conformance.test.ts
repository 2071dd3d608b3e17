import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { uniswapV2Plugin } from './uniswapV2Plugin.js'

let sandbox: Sandbox | undefined

// The plugin on its own sandbox world (chain 999): discover, track, simulate, and real swaps
// through Sluice's router equal to the wei.
describeSourceConformance({
  name: 'uniswap-v2 plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [uniswapV2Plugin], chains: [999] })
    return sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [uniswapV2Plugin] })
  },
  teardown: async () => sandbox?.stop(),
})
