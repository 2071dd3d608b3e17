import type { BridgePlugin } from '@sluice/core'
import { createRelayAdapter, RELAY_KIND } from './createRelayAdapter.js'
import { parseRelayConfig } from './parseRelayConfig.js'
import type { RelayConfig } from './relayConfigSchema.js'

/** Relay through its public API, for real deployments (no sandbox part). */
export const relayBridgePlugin: BridgePlugin<RelayConfig> = {
  kind: RELAY_KIND,
  parseConfig: parseRelayConfig,
  createAdapter: createRelayAdapter,
}
