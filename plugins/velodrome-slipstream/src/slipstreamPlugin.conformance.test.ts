import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { slipstreamPlugin } from './slipstreamPlugin.js'

let sandbox: Sandbox | undefined

// The plugin on its own sandbox world (chain 1868: Slipstream's official CLFactory, CLPool and
// position manager, pools of tick spacings 1 and 50): discover, track, simulate, and real swaps
// through Sluice's router equal to the wei.
describeSourceConformance({
  name: 'velodrome-slipstream plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [slipstreamPlugin], chains: [1868] })
    return sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [slipstreamPlugin] })
  },
  teardown: async () => sandbox?.stop(),
})
