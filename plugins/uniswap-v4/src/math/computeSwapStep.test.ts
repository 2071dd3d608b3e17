import type { SwapStep } from '@sluice/concentrated-liquidity'
import { SimulationError } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { computeSwapStep } from './computeSwapStep.js'

const step = (): SwapStep => ({ sqrtPriceNextX96: 0n, amountIn: 0n, amountOut: 0n, feeAmount: 0n })
const SQRT_1_1 = 79228162514264337593543950336n
const SQRT_101_100 = 79623317895830914510639640423n
const SQRT_1000_100 = 250541448375047931186413801569n
const ETHER = 10n ** 18n

// Vectors from v4-core's own SwapMath tests (test/libraries/SwapMath.t.sol of the npm package).
describe('computeSwapStep (V4 SwapMath)', () => {
  it('exact in capped at the target: fee = mulDivRoundingUp(amountIn, fee, 10^6 - fee)', () => {
    expect(computeSwapStep(step(), SQRT_1_1, SQRT_101_100, 2n * ETHER, -ETHER, 600n)).toEqual({
      sqrtPriceNextX96: SQRT_101_100,
      amountIn: 9975124224178055n,
      amountOut: 9925619580021728n,
      feeAmount: 5988667735148n,
    })
  })

  it('exact out capped at the target: the same amounts (V4 is symmetric here)', () => {
    expect(computeSwapStep(step(), SQRT_1_1, SQRT_101_100, 2n * ETHER, ETHER, 600n)).toMatchObject({
      amountIn: 9975124224178055n,
      amountOut: 9925619580021728n,
      feeAmount: 5988667735148n,
    })
  })

  it('exact in fully spent: the fee is what remains of the input, input + fee = amount', () => {
    const result = computeSwapStep(step(), SQRT_1_1, SQRT_1000_100, 2n * ETHER, -ETHER, 600n)
    expect(result).toMatchObject({ amountIn: 999400000000000000n, amountOut: 666399946655997866n, feeAmount: 600000000000000n })
    expect(result.amountIn + result.feeAmount).toBe(ETHER)
  })

  it('exact out is capped at the desired output', () => {
    expect(computeSwapStep(step(), 417332158212080721273783715441582n, 1452870262520218020823638996n, 159344665391607089467575320103n, 1n, 1n)).toEqual({
      sqrtPriceNextX96: 417332158212080721273783715441581n,
      amountIn: 1n,
      amountOut: 1n,
      feeAmount: 1n,
    })
  })

  it('a 100% fee takes the whole input and moves nothing; zero liquidity moves straight to the target', () => {
    expect(computeSwapStep(step(), SQRT_1_1, SQRT_101_100, 2n * ETHER, -ETHER, 1_000_000n)).toEqual({
      sqrtPriceNextX96: SQRT_1_1,
      amountIn: 0n,
      amountOut: 0n,
      feeAmount: ETHER,
    })
    expect(computeSwapStep(step(), SQRT_1_1, SQRT_101_100, 0n, -ETHER, 3000n)).toEqual({
      sqrtPriceNextX96: SQRT_101_100,
      amountIn: 0n,
      amountOut: 0n,
      feeAmount: 0n,
    })
  })

  it('reverts where SqrtPriceMath does (InvalidPrice at a zero sqrt price)', () => {
    expect(() => computeSwapStep(step(), 0n, SQRT_1_1, 1n, -ETHER, 3000n)).toThrow(SimulationError)
  })
})
