import { InvalidParametersError, type SourceAdapter } from '@sluice/core'
import { createUniswapV2Adapter } from '@sluice/plugin-uniswap-v2'
import { createUniswapV3Adapter } from '@sluice/plugin-uniswap-v3'
import type { ChainConfig, SourceConfig } from '../config/serverConfigSchema.js'

export type CreateSourceAdapterParameters = {
  source: SourceConfig
  chain: ChainConfig
}

type Factory = (parameters: CreateSourceAdapterParameters) => SourceAdapter

/** The plugin that serves each DEX type (`kind`); adding a DEX type adds one line here. */
const factories: Record<string, Factory> = {
  'uniswap-v2': ({ source, chain }) =>
    createUniswapV2Adapter({
      id: source.id,
      name: source.name,
      description: source.description,
      chainId: chain.chainId,
      factory: source.factory,
      initCodeHash: source.initCodeHash,
      fee: source.fee,
      router: source.router,
      executor: chain.contracts?.executors['uniswap-v2'],
      discovery: { mode: 'logs', fromBlock: BigInt(source.deployBlock) },
      multicall3: chain.multicall3,
    }) as SourceAdapter,
  'uniswap-v3': ({ source, chain }) =>
    createUniswapV3Adapter({
      id: source.id,
      name: source.name,
      description: source.description,
      chainId: chain.chainId,
      factory: source.factory,
      initCodeHash: source.initCodeHash,
      feeTiers: source.feeTiers,
      quoter: source.quoter,
      executor: chain.contracts?.executors['uniswap-v3'],
      fromBlock: BigInt(source.deployBlock),
      multicall3: chain.multicall3,
    }) as SourceAdapter,
}

/** The source adapter of a configured source, from the plugin of its kind. */
export function createSourceAdapter({ source, chain }: CreateSourceAdapterParameters): SourceAdapter {
  const factory = factories[source.kind]
  if (!factory)
    throw new InvalidParametersError(`Source ${source.id} (${source.name}) has an unsupported kind "${source.kind}".`, {
      details: `Supported: ${Object.keys(factories).join(', ')}.`,
    })
  return factory({ source, chain })
}
