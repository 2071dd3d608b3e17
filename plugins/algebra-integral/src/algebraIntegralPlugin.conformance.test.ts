import { describeSourceConformance } from '@sluice/core/conformance'
import { startTestWorld, type TestWorld } from './test/startTestWorld.js'

let world: TestWorld | undefined

// Core's source conformance suite on the plugin's test world (a bare Anvil deployed through the
// plugin's own sandbox part: default-fee, owner-fee and thin pools): discover, track, simulate,
// and real swaps through Sluice's router equal to the wei, and tracking after them.
describeSourceConformance({
  name: 'algebra-integral plugin on its test world',
  setup: async () => {
    world = await startTestWorld()
    return { client: world.client, adapters: [world.adapter], router: world.sluice.router, wallet: world.user }
  },
  teardown: async () => world?.stop(),
  // Trades of $10 to $10,000 (the wallet holds $100M of each token; the thin pool holds about $40k).
  fractions: [1e-7, 1e-5, 1e-4],
})
