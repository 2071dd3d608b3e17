import { type Address, isAddressEqual } from 'viem'
import { PoolNotFoundError } from '../errors/errors.js'
import type { PositionSupport } from '../types/PositionSupport.js'

/** A source's position manager, with its DEX type's position support and the source's parsed config. */
export type PositionManagerEntry = {
  address: Address
  sourceId: number
  support: PositionSupport
  config: unknown
}

export type FindPositionManagerParameters = {
  positionManagers: readonly PositionManagerEntry[]
  positionManager: Address
  chainId: number
}

export type FindPositionManagerReturnType = PositionManagerEntry

/** The entry of a position manager; `PoolNotFoundError` (404) when no source of the chain has it. */
export function findPositionManager({ positionManagers, positionManager, chainId }: FindPositionManagerParameters): FindPositionManagerReturnType {
  const found = positionManagers.find((entry) => isAddressEqual(entry.address, positionManager))
  if (!found) throw new PoolNotFoundError(`Position manager ${positionManager} is not one of chain ${chainId}'s; see GET /${chainId}/v1/sources.`)
  return found
}
