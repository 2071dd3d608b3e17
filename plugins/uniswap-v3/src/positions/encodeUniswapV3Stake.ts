import { encodeAbiParameters, type Hex } from 'viem'
import type { UniswapV3Incentive } from './UniswapV3Incentive.js'

export type EncodeUniswapV3StakeParameters = { incentive: UniswapV3Incentive }

/**
 * The router's stake bytes for the V3 position executor: the ABI-encoded IncentiveKey, which the
 * staker reads in `onERC721Received` to stake the NFT it is handed.
 */
export function encodeUniswapV3Stake({ incentive }: EncodeUniswapV3StakeParameters): Hex {
  return encodeAbiParameters(
    [{ type: 'tuple', components: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'address' }] }],
    [[incentive.rewardToken, incentive.pool, incentive.startTime, incentive.endTime, incentive.refundee]],
  )
}
