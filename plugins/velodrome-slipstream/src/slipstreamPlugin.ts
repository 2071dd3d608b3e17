import { parseWithSchema, type SourcePlugin } from '@sluice/core'
import { uniswapV3ExecutorAbi, uniswapV3ExecutorBytecode } from '@sluice/plugin-uniswap-v3'
import { checkSlipstreamDeployment } from './checkSlipstreamDeployment.js'
import { createSlipstreamAdapter, SLIPSTREAM_KIND } from './createSlipstreamAdapter.js'
import { slipstreamPositionSupport } from './positions/slipstreamPositionSupport.js'
import type { SlipstreamPoolState } from './SlipstreamPoolState.js'
import { slipstreamSandboxPart } from './sandbox/slipstreamSandboxPart.js'
import { type SlipstreamPluginConfig, slipstreamConfigSchema } from './slipstreamConfigSchema.js'
import { slipstreamKnownDeployments } from './slipstreamKnownDeployments.js'

/**
 * Slipstream, Velodrome's and Aerodrome's concentrated-liquidity pools: a DEX type of its own (its
 * factory, `slot0`, ticks, pool addresses and fees differ from Uniswap V3's), with Uniswap V3's
 * swap loop and callback. Its executor is the Uniswap V3 plugin's (a pool's `swap` and its
 * `uniswapV3SwapCallback` are the same), deployed for this kind.
 */
export const slipstreamPlugin: SourcePlugin<SlipstreamPluginConfig, SlipstreamPoolState> = {
  kind: SLIPSTREAM_KIND,
  parseConfig: (config, what = 'a Slipstream source config') => parseWithSchema({ schema: slipstreamConfigSchema, value: config, what }),
  createAdapter: ({ source, config, chain, executor }) =>
    createSlipstreamAdapter({
      ...source,
      ...config,
      chainId: chain.chainId,
      multicall3: chain.multicall3,
      executor,
      fromBlock: BigInt(source.deployBlock),
    }),
  executor: { abi: uniswapV3ExecutorAbi, bytecode: uniswapV3ExecutorBytecode },
  sandbox: slipstreamSandboxPart,
  positions: slipstreamPositionSupport,
  checkDeployment: checkSlipstreamDeployment,
  knownDeployments: slipstreamKnownDeployments,
}
