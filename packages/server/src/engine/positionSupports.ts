import { PoolNotFoundError, type PositionSupport } from '@sluice/core'
import { uniswapV3PositionSupport } from '@sluice/plugin-uniswap-v3'
import { type Address, isAddressEqual } from 'viem'
import type { ChainConfig, SourceConfig } from '../config/serverConfigSchema.js'

/**
 * Position support per DEX type (`kind`). Interim: once plugins are listed as `SourcePlugin`s,
 * this is each plugin's `positions` member.
 */
const supports: Record<string, PositionSupport> = { 'uniswap-v3': uniswapV3PositionSupport as PositionSupport }

export type FindPositionManagerParameters = {
  chain: ChainConfig
  positionManager: Address
}

export type FindPositionManagerReturnType = { support: PositionSupport; sourceId: number; source: SourceConfig }

/** The source whose position manager this is, and its DEX type's position support; `PoolNotFoundError` otherwise. */
export function findPositionManager({ chain, positionManager }: FindPositionManagerParameters): FindPositionManagerReturnType {
  for (const source of chain.sources) {
    const support = supports[source.kind]
    const manager = support?.positionManager(source)
    if (support && manager && isAddressEqual(manager, positionManager)) return { support, sourceId: source.id, source }
  }
  throw new PoolNotFoundError(`Position manager ${positionManager} is not one of chain ${chain.chainId}'s; see GET /${chain.chainId}/v1/sources.`)
}
