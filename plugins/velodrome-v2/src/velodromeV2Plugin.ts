import { parseWithSchema, type SourcePlugin } from '@sluice/core'
import { checkVelodromeV2Deployment } from './checkVelodromeV2Deployment.js'
import { createVelodromeV2Adapter, VELODROME_V2_KIND } from './createVelodromeV2Adapter.js'
import { velodromeV2ExecutorAbi, velodromeV2ExecutorBytecode } from './generated/velodromeV2Executor.js'
import { velodromeV2SandboxPart } from './sandbox/velodromeV2SandboxPart.js'
import type { VelodromeV2State } from './VelodromeV2State.js'
import { type VelodromeV2PluginConfig, velodromeV2ConfigSchema } from './velodromeV2ConfigSchema.js'
import { velodromeV2KnownDeployments } from './velodromeV2KnownDeployments.js'

/** The Velodrome V2 DEX type: ve(3,3) volatile (x·y) and stable (x³y + xy³) pools; Velodrome's forks by config. */
export const velodromeV2Plugin: SourcePlugin<VelodromeV2PluginConfig, VelodromeV2State> = {
  kind: VELODROME_V2_KIND,
  parseConfig: (config, what = 'a Velodrome V2 source config') => parseWithSchema({ schema: velodromeV2ConfigSchema, value: config, what }),
  createAdapter: createVelodromeV2Adapter,
  executor: { abi: velodromeV2ExecutorAbi, bytecode: velodromeV2ExecutorBytecode },
  sandbox: velodromeV2SandboxPart,
  checkDeployment: checkVelodromeV2Deployment,
  knownDeployments: velodromeV2KnownDeployments,
}
