import { parseWithSchema, type SourcePlugin } from '@sluice/core'
import { checkUniswapV3Deployment } from './checkUniswapV3Deployment.js'
import { createUniswapV3Adapter, UNISWAP_V3_KIND } from './createUniswapV3Adapter.js'
import { uniswapV3ExecutorAbi, uniswapV3ExecutorBytecode } from './generated/uniswapV3Executor.js'
import { uniswapV3PositionSupport } from './positions/uniswapV3PositionSupport.js'
import { uniswapV3SandboxPart } from './sandbox/uniswapV3SandboxPart.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'
import { type UniswapV3PluginConfig, uniswapV3ConfigSchema } from './uniswapV3ConfigSchema.js'
import { uniswapV3KnownDeployments } from './uniswapV3KnownDeployments.js'

/** The Uniswap V3 DEX type: concentrated liquidity (Uniswap V3 and its forks, by config). */
export const uniswapV3Plugin: SourcePlugin<UniswapV3PluginConfig, UniswapV3PoolState> = {
  kind: UNISWAP_V3_KIND,
  parseConfig: (config, what = 'a Uniswap V3 source config') => parseWithSchema({ schema: uniswapV3ConfigSchema, value: config, what }),
  createAdapter: ({ source, config, chain, executor }) =>
    createUniswapV3Adapter({
      ...source,
      factory: config.factory,
      initCodeHash: config.initCodeHash,
      feeTiers: config.feeTiers,
      quoter: config.quoter,
      wordRadius: config.wordRadius,
      blockRange: config.blockRange === undefined ? undefined : BigInt(config.blockRange),
      batchSize: config.batchSize,
      chainId: chain.chainId,
      multicall3: chain.multicall3,
      executor,
      fromBlock: BigInt(source.deployBlock),
    }),
  executor: { abi: uniswapV3ExecutorAbi, bytecode: uniswapV3ExecutorBytecode },
  sandbox: uniswapV3SandboxPart,
  positions: uniswapV3PositionSupport,
  checkDeployment: checkUniswapV3Deployment,
  knownDeployments: uniswapV3KnownDeployments,
}
