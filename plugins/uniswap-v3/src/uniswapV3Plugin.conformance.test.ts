import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { uniswapV3Plugin } from './uniswapV3Plugin.js'

let sandbox: Sandbox | undefined

// The plugin on its own sandbox world (chain 999): discover, track, simulate, and real swaps
// through Sluice's router equal to the wei.
describeSourceConformance({
  name: 'uniswap-v3 plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [uniswapV3Plugin], chains: [999] })
    return sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [uniswapV3Plugin] })
  },
  teardown: async () => sandbox?.stop(),
})
