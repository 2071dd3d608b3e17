import { toPoolRange } from '@sluice/concentrated-liquidity'
import type { PositionSupport } from '@sluice/core'
import type { Address } from 'viem'
import type { AlgebraIntegralSimulator } from '../createAlgebraIntegralSimulator.js'
import { algebraIntegralPositionExecutorAbi, algebraIntegralPositionExecutorBytecode } from '../generated/algebraIntegralPositionExecutor.js'
import { encodeAlgebraIntegralMint } from './encodeAlgebraIntegralMint.js'
import { mintAlgebraIntegralLiquidity } from './mintAlgebraIntegralLiquidity.js'
import { readAlgebraIntegralPosition } from './readAlgebraIntegralPosition.js'
import { withdrawAlgebraIntegralLiquidity } from './withdrawAlgebraIntegralLiquidity.js'

/**
 * Zap and rebalance support of Algebra Integral: the plugin's `positions`. A source's position
 * manager is its config's `positionManager` (the official NonfungiblePositionManager). No
 * staking: Algebra's farming is its own, not Uniswap's v3-staker.
 */
export const algebraIntegralPositionSupport: PositionSupport<{ positionManager?: Address | undefined }> = {
  executor: { abi: algebraIntegralPositionExecutorAbi, bytecode: algebraIntegralPositionExecutorBytecode },
  positionManager: (config) => config.positionManager,
  readPosition: readAlgebraIntegralPosition,
  poolRange(simulator) {
    // This plugin's own simulator (see mintAlgebraIntegralLiquidity for why through `unknown`).
    const algebra = simulator as unknown as AlgebraIntegralSimulator
    return toPoolRange({ tick: algebra.slot().tick, tickSpacing: algebra.tickSpacing() })
  },
  mintLiquidity: mintAlgebraIntegralLiquidity,
  withdrawPoolLiquidity: withdrawAlgebraIntegralLiquidity,
  encodeMint: encodeAlgebraIntegralMint,
}
