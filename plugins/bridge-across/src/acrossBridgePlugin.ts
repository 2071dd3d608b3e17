import type { BridgePlugin } from '@sluice/core'
import type { AcrossConfig } from './acrossConfigSchema.js'
import { ACROSS_KIND, createAcrossAdapter } from './createAcrossAdapter.js'
import { deployAcrossSandbox } from './deployAcrossSandbox.js'
import { parseAcrossConfig } from './parseAcrossConfig.js'
import { startAcrossRelayer } from './startAcrossRelayer.js'

/** Across: SpokePool deposits filled by relayers; in the sandbox, the real SpokePool and our relayer. */
export const acrossBridgePlugin: BridgePlugin<AcrossConfig> = {
  kind: ACROSS_KIND,
  parseConfig: parseAcrossConfig,
  createAdapter: createAcrossAdapter,
  sandbox: {
    deploy: deployAcrossSandbox,
    startAgent: (parameters) => startAcrossRelayer(parameters),
  },
}
