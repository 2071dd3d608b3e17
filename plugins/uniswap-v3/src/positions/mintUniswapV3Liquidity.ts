import { getAmount0Delta, getAmount1Delta, getLiquidityForAmounts, getSqrtRatioAtTick } from '@sluice/concentrated-liquidity'
import { type MintLiquidityParameters, type MintLiquidityReturnType, SimulationError } from '@sluice/core'
import type { UniswapV3Simulator } from '../createUniswapV3Simulator.js'

export type MintUniswapV3LiquidityParameters = MintLiquidityParameters

export type MintUniswapV3LiquidityReturnType = MintLiquidityReturnType

/**
 * What the NonfungiblePositionManager mints for the amounts offered at the pool's current state:
 * the liquidity from `LiquidityAmounts` at `slot0`'s sqrt price, and the amounts the pool then
 * takes (`_modifyPosition`: rounded up, the branch chosen by `slot0`'s tick, as the pool does).
 */
export function mintUniswapV3Liquidity({
  simulator,
  tickLower,
  tickUpper,
  amount0,
  amount1,
}: MintUniswapV3LiquidityParameters): MintUniswapV3LiquidityReturnType {
  const { sqrtPriceX96, tick } = (simulator as UniswapV3Simulator).slot()
  const sqrtA = getSqrtRatioAtTick(tickLower)
  const sqrtB = getSqrtRatioAtTick(tickUpper)
  const liquidity = getLiquidityForAmounts({ sqrtPriceX96, sqrtRatioAX96: sqrtA, sqrtRatioBX96: sqrtB, amount0, amount1 })
  if (liquidity === 0n) return { liquidity, amount0: 0n, amount1: 0n }
  let used0 = 0n
  let used1 = 0n
  if (tick < tickLower) used0 = getAmount0Delta(sqrtA, sqrtB, liquidity, true)
  else if (tick < tickUpper) {
    used0 = getAmount0Delta(sqrtPriceX96, sqrtB, liquidity, true)
    used1 = getAmount1Delta(sqrtA, sqrtPriceX96, liquidity, true)
  } else used1 = getAmount1Delta(sqrtA, sqrtB, liquidity, true)
  // The manager's own check (`Price slippage check` aside): the pool must be paid what it asks.
  if (used0 > amount0 || used1 > amount1)
    throw new SimulationError({ reason: 'MINT_AMOUNTS', details: `The pool asks ${used0}/${used1} for ${amount0}/${amount1} offered.` })
  return { liquidity, amount0: used0, amount1: used1 }
}
