import type { PublicClient } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import type { Pool } from '../types/Pool.js'
import type { StakeTarget } from '../types/PositionSupport.js'
import type { PositionManagerEntry } from './findPositionManager.js'

export type FindStakeTargetParameters = {
  client: PublicClient
  /** The position manager's entry: its staking support and the source's config. */
  entry: Pick<PositionManagerEntry, 'support' | 'config'>
  pool: Pool
  chainId: number
}

/** Where a new position in `pool` is staked: its live incentive at the latest block's time; `InvalidParametersError` when it has none. */
export async function findStakeTarget({ client, entry, pool, chainId }: FindStakeTargetParameters): Promise<StakeTarget> {
  const { timestamp } = await client.getBlock()
  const stake = entry.support.staking?.stakeTarget({ config: entry.config, pool: pool.address, now: timestamp })
  if (!stake) throw new InvalidParametersError(`stake: pool ${pool.id} has no live staking incentive on chain ${chainId}.`)
  return stake
}
