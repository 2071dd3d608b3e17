import { toPoolRange } from '@sluice/concentrated-liquidity'
import type { PositionSupport } from '@sluice/core'
import type { Address } from 'viem'
import type { UniswapV3Simulator } from '../createUniswapV3Simulator.js'
import { uniswapV3PositionExecutorAbi, uniswapV3PositionExecutorBytecode } from '../generated/uniswapV3PositionExecutor.js'
import { encodeUniswapV3Mint } from './encodeUniswapV3Mint.js'
import { mintUniswapV3Liquidity } from './mintUniswapV3Liquidity.js'
import { readUniswapV3Position } from './readUniswapV3Position.js'
import { type UniswapV3StakingConfig, uniswapV3Staking } from './uniswapV3Staking.js'
import { withdrawUniswapV3Liquidity } from './withdrawUniswapV3Liquidity.js'

/**
 * Zap and rebalance support of Uniswap V3 (and forks with its NonfungiblePositionManager): the
 * plugin's `positions`. A source's position manager is its config's `positionManager`; its
 * v3-staker and incentives, `staking`.
 */
export const uniswapV3PositionSupport: PositionSupport<{ positionManager?: Address | undefined } & UniswapV3StakingConfig> = {
  executor: { abi: uniswapV3PositionExecutorAbi, bytecode: uniswapV3PositionExecutorBytecode },
  positionManager: (config) => config.positionManager,
  readPosition: readUniswapV3Position,
  poolRange: (simulator) => toPoolRange({ tick: (simulator as UniswapV3Simulator).slot().tick, tickSpacing: Number(simulator.pool.extra?.tickSpacing) }),
  mintLiquidity: mintUniswapV3Liquidity,
  withdrawPoolLiquidity: withdrawUniswapV3Liquidity,
  encodeMint: encodeUniswapV3Mint,
  staking: uniswapV3Staking,
}
