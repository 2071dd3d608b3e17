import { alignedTick } from '@sluice/concentrated-liquidity'
import { InvalidConfigError, type SandboxAddLiquidityParameters } from '@sluice/core'
import { zeroAddress } from 'viem'
import type { AlgebraIntegralConfig } from '../parseAlgebraIntegralConfig.js'
import { algebraIntegralArtifacts } from './algebraIntegralArtifacts.js'
import { tickSpacingOf } from './tickSpacingOf.js'

export type AddAlgebraIntegralLiquidityParameters = SandboxAddLiquidityParameters<AlgebraIntegralConfig>

const FAR_DEADLINE = 2n ** 40n

/**
 * Mints a position for the deployer through the position manager: over `range` (multiples of
 * the price, widened to the pool's tick spacing) or the full range.
 */
export function addAlgebraIntegralLiquidity({ context, config, pool, price, range, amount0, amount1 }: AddAlgebraIntegralLiquidityParameters): void {
  if (!config.positionManager) throw new InvalidConfigError('The Algebra Integral source has no position manager.')
  const fromExtra = pool.extra?.tickSpacing
  const tickSpacing = typeof fromExtra === 'number' ? fromExtra : tickSpacingOf(pool.fee)
  const tickLower = alignedTick({ price: range ? price * range.lower : 0, tickSpacing, round: 'down' })
  let tickUpper = alignedTick({ price: range ? price * range.upper : Number.POSITIVE_INFINITY, tickSpacing, round: 'up' })
  if (tickUpper <= tickLower) tickUpper = tickLower + tickSpacing
  context.tx.call({
    to: config.positionManager,
    abi: algebraIntegralArtifacts.positionManager.abi,
    functionName: 'mint',
    args: [
      {
        token0: pool.tokens[0],
        token1: pool.tokens[1],
        deployer: zeroAddress,
        tickLower,
        tickUpper,
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: context.deployer,
        deadline: FAR_DEADLINE,
      },
    ],
  })
}
