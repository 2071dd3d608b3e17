import type { Address } from 'viem'

/** A v3-staker incentive: its key (what the staker hashes into the incentive ID) and its staker. */
export type UniswapV3Incentive = {
  staker: Address
  rewardToken: Address
  pool: Address
  /** Unix seconds. */
  startTime: bigint
  endTime: bigint
  refundee: Address
}
