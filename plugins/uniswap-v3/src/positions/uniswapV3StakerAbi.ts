import { parseAbi } from 'viem'

/** The parts of Uniswap's v3-staker (UniswapV3Staker) that staking reads and calls. */
export const uniswapV3StakerAbi = parseAbi([
  'struct IncentiveKey { address rewardToken; address pool; uint256 startTime; uint256 endTime; address refundee; }',
  'function createIncentive(IncentiveKey key, uint256 reward)',
  'function stakeToken(IncentiveKey key, uint256 tokenId)',
  'function unstakeToken(IncentiveKey key, uint256 tokenId)',
  'function withdrawToken(uint256 tokenId, address to, bytes data)',
  'function claimReward(address rewardToken, address to, uint256 amountRequested) returns (uint256 reward)',
  'function deposits(uint256 tokenId) view returns (address owner, uint48 numberOfStakes, int24 tickLower, int24 tickUpper)',
  'function stakes(uint256 tokenId, bytes32 incentiveId) view returns (uint160 secondsPerLiquidityInsideInitialX128, uint128 liquidity)',
  'function incentives(bytes32 incentiveId) view returns (uint256 totalRewardUnclaimed, uint160 totalSecondsClaimedX128, uint96 numberOfStakes)',
  'function rewards(address rewardToken, address owner) view returns (uint256)',
])
