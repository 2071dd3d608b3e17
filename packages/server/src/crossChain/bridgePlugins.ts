import type { BridgePlugin } from '@sluice/core'
import { acrossBridgePlugin } from '@sluice/plugin-bridge-across'
import { relayBridgePlugin } from '@sluice/plugin-bridge-relay'

/** The bridge plugins the server knows (h/xchain: moves into @sluice/default-plugins at merge). */
export const bridgePlugins = [acrossBridgePlugin, relayBridgePlugin] as readonly BridgePlugin<unknown>[]
