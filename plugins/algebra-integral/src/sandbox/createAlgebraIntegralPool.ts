import { sqrtPriceX96FromPrice } from '@sluice/concentrated-liquidity'
import { InvalidConfigError, InvalidParametersError, type SandboxCreatePoolParameters, type SandboxPool } from '@sluice/core'
import { zeroAddress } from 'viem'
import { algebraPoolAbi } from '../abi.js'
import { computeAlgebraIntegralPoolAddress } from '../computeAlgebraIntegralPoolAddress.js'
import type { AlgebraIntegralConfig } from '../parseAlgebraIntegralConfig.js'
import { algebraIntegralArtifacts } from './algebraIntegralArtifacts.js'
import { tickSpacingOf } from './tickSpacingOf.js'

export type CreateAlgebraIntegralPoolParameters = SandboxCreatePoolParameters<AlgebraIntegralConfig>

export type CreateAlgebraIntegralPoolReturnType = SandboxPool

/** The factory's fee for new pools (`Constants.INIT_DEFAULT_FEE`, 0.05%) and tick spacing. */
export const ALGEBRA_INTEGRAL_DEFAULT_FEE = 500
const DEFAULT_TICK_SPACING = 60

/**
 * Creates and initialises a pool through the position manager at `price`. A `fee` other than
 * the factory's default is set by the factory owner (`setFee`), as on a pool without a
 * dynamic-fee plugin; the tick spacing follows the fee (1, 10, 60 or 200).
 */
export function createAlgebraIntegralPool({ context, config, tokens, price, fee }: CreateAlgebraIntegralPoolParameters): CreateAlgebraIntegralPoolReturnType {
  const [token0, token1] = tokens
  if (BigInt(token0) >= BigInt(token1)) throw new InvalidParametersError(`Pool tokens ${token0}, ${token1} are not sorted.`)
  if (!config.positionManager) throw new InvalidConfigError('The Algebra Integral source has no position manager.')
  const poolFee = fee ?? ALGEBRA_INTEGRAL_DEFAULT_FEE
  if (!Number.isInteger(poolFee) || poolFee < 0 || poolFee > 65_535) throw new InvalidParametersError(`Fee ${poolFee} does not fit Algebra's uint16 fee.`)
  const address = computeAlgebraIntegralPoolAddress({ poolDeployer: config.poolDeployer, initCodeHash: config.initCodeHash, token0, token1 })
  context.tx.call({
    to: config.positionManager,
    abi: algebraIntegralArtifacts.positionManager.abi,
    functionName: 'createAndInitializePoolIfNecessary',
    args: [token0, token1, zeroAddress, sqrtPriceX96FromPrice(price), '0x'],
  })
  const tickSpacing = tickSpacingOf(poolFee)
  if (tickSpacing !== DEFAULT_TICK_SPACING)
    context.tx.call({ to: address, abi: algebraIntegralArtifacts.pool.abi, functionName: 'setTickSpacing', args: [tickSpacing] })
  if (poolFee !== ALGEBRA_INTEGRAL_DEFAULT_FEE) context.tx.call({ to: address, abi: algebraPoolAbi, functionName: 'setFee', args: [poolFee] })
  return { id: address, address, fee: poolFee, extra: { tickSpacing } }
}
