import type { BridgePlugin } from '@sluice/core'
import { acrossBridgePlugin } from '@sluice/plugin-bridge-across'

/** The bridge plugins the server knows (h/xchain: moves into @sluice/default-plugins at merge). */
export const bridgePlugins = [acrossBridgePlugin] as readonly BridgePlugin<unknown>[]
