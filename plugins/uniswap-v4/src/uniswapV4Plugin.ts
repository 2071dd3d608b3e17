import { parseWithSchema, type SourcePlugin } from '@sluice/core'
import { checkUniswapV4Deployment } from './checkUniswapV4Deployment.js'
import { createUniswapV4Adapter, UNISWAP_V4_KIND } from './createUniswapV4Adapter.js'
import { uniswapV4ExecutorAbi, uniswapV4ExecutorBytecode } from './generated/uniswapV4Executor.js'
import { uniswapV4SandboxPart } from './sandbox/uniswapV4SandboxPart.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'
import { type UniswapV4Config, uniswapV4ConfigSchema } from './uniswapV4ConfigSchema.js'
import { uniswapV4KnownDeployments } from './uniswapV4KnownDeployments.js'

/** Uniswap V4: hookless pools of one PoolManager, swapped through `UniswapV4Executor`. */
export const uniswapV4Plugin: SourcePlugin<UniswapV4Config, UniswapV4PoolState> = {
  kind: UNISWAP_V4_KIND,
  parseConfig: (config, what = 'a Uniswap V4 source config') => parseWithSchema({ schema: uniswapV4ConfigSchema, value: config, what }),
  createAdapter: createUniswapV4Adapter,
  executor: { abi: uniswapV4ExecutorAbi, bytecode: uniswapV4ExecutorBytecode },
  sandbox: uniswapV4SandboxPart,
  checkDeployment: checkUniswapV4Deployment,
  knownDeployments: uniswapV4KnownDeployments,
}
