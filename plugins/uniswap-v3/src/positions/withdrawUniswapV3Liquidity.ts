import { modifyBitmapLiquidity } from '@sluice/concentrated-liquidity'
import { InvalidParametersError, type PoolState, type WithdrawPoolLiquidityParameters } from '@sluice/core'
import type { UniswapV3PoolState } from '../UniswapV3PoolState.js'

export type WithdrawUniswapV3LiquidityParameters = WithdrawPoolLiquidityParameters

export type WithdrawUniswapV3LiquidityReturnType = PoolState<UniswapV3PoolState>

/**
 * A V3 pool's state after `burn` of a position's whole liquidity, as the pool computes it
 * (`modifyBitmapLiquidity`): the in-range liquidity drops when the current tick is inside the
 * range, each bound's `liquidityNet` moves back, and a bound left with no liquidity at all (its
 * `liquidityGross`, which the state holds) is cleared from the bitmap, so swaps no longer stop at
 * it. Nothing is read from the chain.
 */
export async function withdrawUniswapV3Liquidity({
  state,
  tickLower,
  tickUpper,
  liquidity,
}: WithdrawUniswapV3LiquidityParameters): Promise<WithdrawUniswapV3LiquidityReturnType> {
  const { pool } = state
  const data = modifyBitmapLiquidity({ data: state.data as UniswapV3PoolState, tickLower, tickUpper, liquidityDelta: -liquidity })
  if (!data) throw new InvalidParametersError(`Pool ${pool.address} holds less than ${liquidity} liquidity at ticks ${tickLower}..${tickUpper}.`)
  return { pool, blockNumber: state.blockNumber, data }
}
