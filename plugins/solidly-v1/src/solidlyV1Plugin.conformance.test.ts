import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { solidlyV1Plugin } from './solidlyV1Plugin.js'

let sandbox: Sandbox | undefined

// The plugin on its own sandbox world (chain 999: stable and volatile pools, one with a custom
// fee): discover, track, simulate, and real swaps through Sluice's router equal to the wei.
describeSourceConformance({
  name: 'solidly-v1 plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [solidlyV1Plugin], chains: [999] })
    return sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [solidlyV1Plugin] })
  },
  teardown: async () => sandbox?.stop(),
})
