import { parseWithSchema, type SourcePlugin } from '@sluice/core'
import { checkSolidlyV1Deployment } from './checkSolidlyV1Deployment.js'
import { createSolidlyV1Adapter, SOLIDLY_V1_KIND } from './createSolidlyV1Adapter.js'
import { solidlyV1ExecutorAbi, solidlyV1ExecutorBytecode } from './generated/solidlyV1Executor.js'
import type { SolidlyV1State } from './SolidlyV1State.js'
import { solidlyV1SandboxPart } from './sandbox/solidlyV1SandboxPart.js'
import { type SolidlyV1PluginConfig, solidlyV1ConfigSchema } from './solidlyV1ConfigSchema.js'
import { solidlyV1KnownDeployments } from './solidlyV1KnownDeployments.js'

/** The Solidly V1 DEX type: volatile (x·y) and stable (x³y + xy³) pairs of Velodrome V1, Solidly and their forks, by config. */
export const solidlyV1Plugin: SourcePlugin<SolidlyV1PluginConfig, SolidlyV1State> = {
  kind: SOLIDLY_V1_KIND,
  parseConfig: (config, what = 'a Solidly V1 source config') => parseWithSchema({ schema: solidlyV1ConfigSchema, value: config, what }),
  createAdapter: createSolidlyV1Adapter,
  executor: { abi: solidlyV1ExecutorAbi, bytecode: solidlyV1ExecutorBytecode },
  sandbox: solidlyV1SandboxPart,
  checkDeployment: checkSolidlyV1Deployment,
  knownDeployments: solidlyV1KnownDeployments,
}
