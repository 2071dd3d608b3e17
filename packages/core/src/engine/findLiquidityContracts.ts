import type { Address } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import type { ChainEngineConfig } from './ChainEngine.js'
import { findPositionManager, type PositionManagerEntry } from './findPositionManager.js'

export type FindLiquidityContractsParameters = {
  chain: ChainEngineConfig
  positionManager: Address
  /** What needs the router, for the error: `Zaps are`, `Rebalancing is`. */
  feature: string
}

export type FindLiquidityContractsReturnType = PositionManagerEntry & { router: Address; swapLogic: Address }

/**
 * The contracts a zap or a rebalance runs through: the chain's router and swap logic
 * (`InvalidParametersError` when none is configured) and the position manager's entry
 * (`findPositionManager`).
 */
export function findLiquidityContracts({ chain, positionManager, feature }: FindLiquidityContractsParameters): FindLiquidityContractsReturnType {
  const { router, swapLogic } = chain
  if (!router || !swapLogic) throw new InvalidParametersError(`${feature} not available on chain ${chain.chainId}: no Sluice router is configured.`)
  return { ...findPositionManager({ positionManagers: chain.positionManagers ?? [], positionManager, chainId: chain.chainId }), router, swapLogic }
}
