import { parseWithSchema, type SourcePlugin } from '@sluice/core'
import { checkUniswapV2Deployment } from './checkUniswapV2Deployment.js'
import { createUniswapV2Adapter, UNISWAP_V2_KIND } from './createUniswapV2Adapter.js'
import { uniswapV2ExecutorAbi, uniswapV2ExecutorBytecode } from './generated/uniswapV2Executor.js'
import { uniswapV2SandboxPart } from './sandbox/uniswapV2SandboxPart.js'
import type { UniswapV2Reserves } from './UniswapV2Reserves.js'
import { type UniswapV2PluginConfig, uniswapV2ConfigSchema } from './uniswapV2ConfigSchema.js'
import { uniswapV2KnownDeployments } from './uniswapV2KnownDeployments.js'

/** The Uniswap V2 DEX type: constant-product pairs (Uniswap V2 and its forks, by config). */
export const uniswapV2Plugin: SourcePlugin<UniswapV2PluginConfig, UniswapV2Reserves> = {
  kind: UNISWAP_V2_KIND,
  parseConfig: (config, what = 'a Uniswap V2 source config') => parseWithSchema({ schema: uniswapV2ConfigSchema, value: config, what }),
  createAdapter: ({ source, config, chain, executor }) =>
    createUniswapV2Adapter({
      ...source,
      ...config,
      chainId: chain.chainId,
      multicall3: chain.multicall3,
      executor,
      discovery: config.discovery === 'logs' ? { mode: 'logs', fromBlock: BigInt(source.deployBlock) } : { mode: 'enumeration' },
    }),
  executor: { abi: uniswapV2ExecutorAbi, bytecode: uniswapV2ExecutorBytecode },
  sandbox: uniswapV2SandboxPart,
  checkDeployment: checkUniswapV2Deployment,
  knownDeployments: uniswapV2KnownDeployments,
}
