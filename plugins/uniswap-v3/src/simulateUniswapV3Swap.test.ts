import { createTickTable, getSqrtRatioAtTick, MAX_SQRT_RATIO, MIN_SQRT_RATIO, wordBounds } from '@sluice/concentrated-liquidity'
import { describe, expect, it } from 'vitest'
import { type SimulateUniswapV3SwapParameters, simulateUniswapV3Swap } from './simulateUniswapV3Swap.js'

const e18 = 10n ** 18n
// One position [-600, 600) of liquidity 1e18 in a 0.3% pool at tick 0.
const ticks: SimulateUniswapV3SwapParameters['ticks'] = {
  tickSpacing: 60,
  ...wordBounds({ tickSpacing: 60 }),
  tickTable: createTickTable({
    entries: [
      { tick: -600, liquidityNet: e18, liquidityGross: e18 },
      { tick: 600, liquidityNet: -e18, liquidityGross: e18 },
    ],
  }),
}
const slot = { sqrtPriceX96: getSqrtRatioAtTick(0), tick: 0, liquidity: e18 }
const swap = (zeroForOne: boolean, amountSpecified: bigint, sqrtPriceLimitX96 = zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n) =>
  simulateUniswapV3Swap({ ticks, slot, fee: 3000, zeroForOne, amountSpecified, sqrtPriceLimitX96 })

describe('simulateUniswapV3Swap', () => {
  it('gives the pool deltas with the pool signs in all four modes', () => {
    const in0 = swap(true, e18 / 100n)
    expect(in0.amount0).toBe(e18 / 100n)
    expect(in0.amount1 < 0n).toBe(true)
    const out1 = swap(true, in0.amount1)
    expect(out1.amount1).toBe(in0.amount1)
    expect(out1.amount0 > 0n && out1.amount0 <= e18 / 100n).toBe(true)
    const in1 = swap(false, e18 / 100n)
    expect(in1.amount1).toBe(e18 / 100n)
    expect(in1.amount0 < 0n).toBe(true)
    const out0 = swap(false, in1.amount0)
    expect(out0.amount0).toBe(in1.amount0)
  })

  it('leaves the range by crossing its tick: liquidity drops to zero and the tick moves below it', () => {
    const through = swap(true, e18)
    expect(through.ticksCrossed).toBe(1)
    expect(through.liquidity).toBe(0n)
    // No liquidity below: the price walks to the limit.
    expect(through.sqrtPriceX96).toBe(MIN_SQRT_RATIO + 1n)
    expect(through.amount0 < e18).toBe(true)
  })

  it('stops exactly at a price limit inside the range', () => {
    const limit = getSqrtRatioAtTick(-300)
    const stopped = swap(true, e18, limit)
    expect(stopped).toMatchObject({ sqrtPriceX96: limit, tick: -300, liquidity: e18, ticksCrossed: 0 })
  })

  it('reverts AS for zero and SPL for a limit on the wrong side or out of range', () => {
    expect(() => swap(true, 0n)).toThrow(expect.objectContaining({ reason: 'AS' }))
    expect(() => swap(true, e18, slot.sqrtPriceX96)).toThrow(expect.objectContaining({ reason: 'SPL' }))
    expect(() => swap(true, e18, MIN_SQRT_RATIO)).toThrow(expect.objectContaining({ reason: 'SPL' }))
    expect(() => swap(false, e18, MAX_SQRT_RATIO)).toThrow(expect.objectContaining({ reason: 'SPL' }))
  })

  it('stops at a bitmap word that is not loaded, naming it', () => {
    const narrow = { ...ticks, minWord: -1, maxWord: 0 }
    expect(() =>
      simulateUniswapV3Swap({ ticks: narrow, slot, fee: 3000, zeroForOne: true, amountSpecified: e18, sqrtPriceLimitX96: MIN_SQRT_RATIO + 1n }),
    ).toThrow(expect.objectContaining({ reason: 'TICKS_NOT_LOADED', request: { word: -2 } }))
  })
})
