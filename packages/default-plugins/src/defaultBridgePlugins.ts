import type { BridgePlugin } from '@sluice/core'
import { acrossBridgePlugin } from '@sluice/plugin-bridge-across'
import { relayBridgePlugin } from '@sluice/plugin-bridge-relay'

/**
 * The bridges a Sluice server and sandbox know by default (the cross-chain API): a chain's config
 * entry `{ kind, config }` selects one by `kind`; a bridge with a sandbox part is deployed on the
 * sandbox chains with its agent.
 */
export const defaultBridgePlugins = [acrossBridgePlugin, relayBridgePlugin] as readonly BridgePlugin<unknown>[]
