import { SimulationError, StateNotLoadedError } from '@sluice/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeSwapStep } from './computeSwapStep.js'
import { MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from './constants.js'
import { createBitmapTickSource } from './createBitmapTickSource.js'
import { createLinkedListTickSource, type LinkedListTick } from './createLinkedListTickSource.js'
import { createTickTable } from './createTickTable.js'
import { getSqrtRatioAtTick } from './getSqrtRatioAtTick.js'
import { getTickAtSqrtRatio } from './getTickAtSqrtRatio.js'
import { swapOverTicks } from './swapOverTicks.js'
import { wordBounds } from './wordBounds.js'

type Position = { lower: number; upper: number; liquidity: bigint }

/** One pool's positions, stored both ways: Uniswap's ticks (bitmap) and Algebra's linked list. */
function poolOf(positions: readonly Position[], tickSpacing: number, sqrtPriceX96: bigint) {
  const net = new Map<number, bigint>()
  const gross = new Map<number, bigint>()
  for (const { lower, upper, liquidity } of positions) {
    net.set(lower, (net.get(lower) ?? 0n) + liquidity)
    net.set(upper, (net.get(upper) ?? 0n) - liquidity)
    for (const t of [lower, upper]) gross.set(t, (gross.get(t) ?? 0n) + liquidity)
  }
  const initialised = [...gross.keys()].sort((a, b) => a - b)
  const tickTable = createTickTable({ entries: initialised.map((t) => ({ tick: t, liquidityNet: net.get(t)!, liquidityGross: gross.get(t)! })) })
  const list = [MIN_TICK, ...initialised, MAX_TICK]
  const ticks = new Map<number, LinkedListTick>(
    list.map((t, i) => [t, { liquidityDelta: net.get(t) ?? 0n, prevTick: list[Math.max(0, i - 1)]!, nextTick: list[Math.min(list.length - 1, i + 1)]! }]),
  )
  const tick = getTickAtSqrtRatio(sqrtPriceX96)
  const liquidity = positions.reduce((sum, p) => (p.lower <= tick && tick < p.upper ? sum + p.liquidity : sum), 0n)
  const prevTick = list.filter((t) => t <= tick).at(-1)!
  const nextTick = list.find((t) => t > tick)!
  return { tickTable, ticks, slot: { sqrtPriceX96, tick, liquidity }, prevTick, nextTick, ...wordBounds({ tickSpacing }) }
}

function outcome(run: () => { amount0: bigint; amount1: bigint; sqrtPriceX96: bigint; tick: number; liquidity: bigint; ticksCrossed: number }) {
  try {
    const { amount0, amount1, sqrtPriceX96, tick, liquidity, ticksCrossed } = run()
    return { amount0, amount1, sqrtPriceX96, tick, liquidity, ticksCrossed }
  } catch (error) {
    if (!(error instanceof SimulationError)) throw error
    return { reason: error.reason }
  }
}

// Positions, price and limits inside one bitmap word (ticks 0..2559): a bitmap walk that crosses
// a word's edge splits a range in two steps (each rounded), which a linked list does not.
const tickSpacing = 10
const position = fc
  .tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 50 }), fc.bigInt({ min: 1n, max: 10n ** 24n }))
  .map(([lower, width, liquidity]) => ({ lower: lower * tickSpacing, upper: (lower + width) * tickSpacing, liquidity }))

describe('swapOverTicks', () => {
  it('walks a bitmap and a linked list of the same ticks to the same swap, to the wei, over 300 random pools and orders', () => {
    let crossing = 0
    fc.assert(
      fc.property(
        fc.array(position, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 20, max: 2500 }),
        fc.boolean(),
        fc.oneof(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n })).filter((a) => a !== 0n),
        (positions, priceTick, zeroForOne, amountSpecified) => {
          const pool = poolOf(positions, tickSpacing, getSqrtRatioAtTick(priceTick) + 12_345n)
          const common = {
            computeSwapStep,
            slot: pool.slot,
            fee: 3000n,
            zeroForOne,
            amountSpecified,
            sqrtPriceLimitX96: getSqrtRatioAtTick(zeroForOne ? 5 : 2545),
          }
          const list = createLinkedListTickSource({ ticks: pool.ticks, prevTick: pool.prevTick, nextTick: pool.nextTick })
          const overBitmap = outcome(() =>
            swapOverTicks({
              ...common,
              ticks: createBitmapTickSource({ ...pool, tickSpacing, pool: 'pool' }),
            }),
          )
          const overList = outcome(() => swapOverTicks({ ...common, ticks: list }))
          expect(overList).toEqual(overBitmap)
          if ('tick' in overList) {
            if ((overList.ticksCrossed ?? 0) > 0) crossing++
            // The list's neighbours after the swap are the initialised ticks around the new tick.
            expect(list.prevTick).toBeLessThanOrEqual(overList.tick)
            expect(list.nextTick).toBeGreaterThan(overList.tick)
          }
        },
      ),
      { numRuns: 300, seed: 21 },
    )
    // Most orders cross initialised ticks (the rest stop inside a range or fail alike).
    expect(crossing).toBeGreaterThan(100)
  })

  it('gives the pool’s balance changes: exact in takes all the input, exact out gives all the output', () => {
    const pool = poolOf([{ lower: -600, upper: 600, liquidity: 10n ** 21n }], tickSpacing, 2n ** 96n)
    const run = (zeroForOne: boolean, amountSpecified: bigint) =>
      swapOverTicks({
        ticks: createBitmapTickSource({ ...pool, tickSpacing, pool: 'pool' }),
        computeSwapStep,
        slot: pool.slot,
        fee: 500n,
        zeroForOne,
        amountSpecified,
        sqrtPriceLimitX96: zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n,
      })
    const sell = run(true, 10n ** 18n)
    expect(sell.amount0).toBe(10n ** 18n)
    expect(sell.amount1).toBeLessThan(0n)
    const buy = run(false, -(10n ** 18n))
    expect(buy.amount0).toBe(-(10n ** 18n))
    expect(buy.amount1).toBeGreaterThan(0n)
  })

  it('stops at a bitmap word that is not loaded, naming it, and at a linked tick whose data is missing', () => {
    const pool = poolOf([{ lower: -100_000, upper: 100_000, liquidity: 10n ** 18n }], tickSpacing, 2n ** 96n)
    const common = { computeSwapStep, slot: pool.slot, fee: 3000n, zeroForOne: true, amountSpecified: 10n ** 30n, sqrtPriceLimitX96: MIN_SQRT_RATIO + 1n }
    const bitmap = createBitmapTickSource({ ...pool, minWord: -2, maxWord: 2, tickSpacing, pool: 'pool' })
    expect(() => swapOverTicks({ ...common, ticks: bitmap })).toThrow(
      expect.objectContaining({ name: StateNotLoadedError.name, reason: 'TICKS_NOT_LOADED', request: { word: -3 } }),
    )
    const ticks = new Map(pool.ticks)
    ticks.delete(-100_000)
    const list = createLinkedListTickSource({ ticks, prevTick: pool.prevTick, nextTick: pool.nextTick })
    expect(() => swapOverTicks({ ...common, ticks: list })).toThrow(expect.objectContaining({ reason: 'TICKS_NOT_LOADED' }))
  })
})
