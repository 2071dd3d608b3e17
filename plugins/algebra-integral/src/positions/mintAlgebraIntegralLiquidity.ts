import { getAmount0Delta, getAmount1Delta, getLiquidityForAmounts, getSqrtRatioAtTick } from '@sluice/concentrated-liquidity'
import { type MintLiquidityParameters, type MintLiquidityReturnType, SimulationError } from '@sluice/core'
import type { AlgebraIntegralSimulator } from '../createAlgebraIntegralSimulator.js'

export type MintAlgebraIntegralLiquidityParameters = MintLiquidityParameters

export type MintAlgebraIntegralLiquidityReturnType = MintLiquidityReturnType

/**
 * What Algebra Integral's NonfungiblePositionManager mints for the amounts offered at the pool's
 * current state: `LiquidityAmounts.getLiquidityForAmounts` at `globalState.price` (the periphery's
 * copy of Uniswap's, bit for bit), and what the pool then takes
 * (`LiquidityMath.getAmountsForLiquidity`: rounded up, the branch chosen by `globalState.tick`).
 */
export function mintAlgebraIntegralLiquidity({
  simulator,
  tickLower,
  tickUpper,
  amount0,
  amount1,
}: MintAlgebraIntegralLiquidityParameters): MintAlgebraIntegralLiquidityReturnType {
  // The engine hands each plugin the simulator its own `createSimulator` made; core's `Simulator` type takes
  // plain quote parameters, Algebra's takes its own (no overlap the compiler accepts without `unknown`).
  const { sqrtPrice, tick } = (simulator as unknown as AlgebraIntegralSimulator).slot()
  const sqrtA = getSqrtRatioAtTick(tickLower)
  const sqrtB = getSqrtRatioAtTick(tickUpper)
  const liquidity = getLiquidityForAmounts({ sqrtPriceX96: sqrtPrice, sqrtRatioAX96: sqrtA, sqrtRatioBX96: sqrtB, amount0, amount1 })
  if (liquidity === 0n) return { liquidity, amount0: 0n, amount1: 0n }
  let used0 = 0n
  let used1 = 0n
  if (tick < tickLower) used0 = getAmount0Delta(sqrtA, sqrtB, liquidity, true)
  else if (tick < tickUpper) {
    used0 = getAmount0Delta(sqrtPrice, sqrtB, liquidity, true)
    used1 = getAmount1Delta(sqrtA, sqrtPrice, liquidity, true)
  } else used1 = getAmount1Delta(sqrtA, sqrtB, liquidity, true)
  if (used0 > amount0 || used1 > amount1)
    throw new SimulationError({ reason: 'MINT_AMOUNTS', details: `The pool asks ${used0}/${used1} for ${amount0}/${amount1} offered.` })
  return { liquidity, amount0: used0, amount1: used1 }
}
