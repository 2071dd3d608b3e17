import type { PositionStaking } from '@sluice/core'
import { type Address, isAddressEqual } from 'viem'
import { encodeUniswapV3Stake } from './encodeUniswapV3Stake.js'
import type { UniswapV3Incentive } from './UniswapV3Incentive.js'
import { unstakeUniswapV3Position } from './unstakeUniswapV3Position.js'

/** A V3 source's staking config: its v3-staker and the incentives to offer. */
export type UniswapV3StakingConfig = {
  staking?: { staker: Address; incentives: readonly Omit<UniswapV3Incentive, 'staker'>[] } | undefined
}

/** Staking through Uniswap's v3-staker, from a source's `staking` config. */
export const uniswapV3Staking: PositionStaking<UniswapV3StakingConfig> = {
  stakeTarget({ config, pool, now }) {
    const staking = config.staking
    const live = staking?.incentives.find((incentive) => isAddressEqual(incentive.pool, pool) && incentive.startTime <= now && now < incentive.endTime)
    if (!staking || !live) return undefined
    return {
      staker: staking.staker,
      data: encodeUniswapV3Stake({ incentive: { ...live, staker: staking.staker } }),
      description: `the ${live.rewardToken} incentive of v3-staker ${staking.staker} (until ${new Date(Number(live.endTime) * 1000).toISOString()})`,
    }
  },
  async unstakeSteps({ client, config, position, user }) {
    const staking = config.staking
    if (!staking || !isAddressEqual(position.owner, staking.staker)) return undefined
    return unstakeUniswapV3Position({
      client,
      staker: staking.staker,
      tokenId: position.tokenId,
      incentives: staking.incentives.map((incentive) => ({ ...incentive, staker: staking.staker })),
      owner: user,
    })
  },
}
