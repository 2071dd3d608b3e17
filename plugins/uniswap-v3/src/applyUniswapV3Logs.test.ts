import { createTickTable, findTickTableEntry, getSqrtRatioAtTick, readTickTable } from '@sluice/concentrated-liquidity'
import type { PoolState } from '@sluice/core'
import { type AbiEvent, encodeAbiParameters, encodeEventTopics, getAbiItem, type Log } from 'viem'
import { describe, expect, it } from 'vitest'
import { uniswapV3PoolAbi } from './abi.js'
import { applyUniswapV3Logs } from './applyUniswapV3Logs.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'

const pool = {
  id: '0x3000000000000000000000000000000000000003',
  address: '0x3000000000000000000000000000000000000003',
  sourceId: 7,
  tokens: ['0x1000000000000000000000000000000000000001', '0x2000000000000000000000000000000000000002'],
  fee: 3000,
  extra: { tickSpacing: 60 },
} as const
const owner = '0x4000000000000000000000000000000000000004'
const e18 = 10n ** 18n

/** A pool log as the node returns it: indexed arguments in topics, the others ABI-encoded in data. */
function logOf(eventName: 'Mint' | 'Burn' | 'Swap' | 'Initialize', args: Record<string, unknown>): Log {
  const event = getAbiItem({ abi: uniswapV3PoolAbi, name: eventName }) as AbiEvent
  const topics = encodeEventTopics({ abi: [event], eventName, args } as never)
  const inputs = event.inputs.filter((input) => !input.indexed)
  const data = encodeAbiParameters(
    inputs,
    inputs.map((input) => args[input.name!]),
  )
  return {
    address: pool.address,
    topics,
    data,
    blockNumber: 2n,
    blockHash: null,
    logIndex: 0,
    transactionHash: null,
    transactionIndex: 0,
    removed: false,
  } as Log
}
const mint = (tickLower: number, tickUpper: number, amount: bigint) =>
  logOf('Mint', { sender: owner, owner, tickLower, tickUpper, amount, amount0: 1n, amount1: 1n })
const burn = (tickLower: number, tickUpper: number, amount: bigint) => logOf('Burn', { owner, tickLower, tickUpper, amount, amount0: 1n, amount1: 1n })
const swap = (tick: number, liquidity: bigint) =>
  logOf('Swap', { sender: owner, recipient: owner, amount0: 1n, amount1: -1n, sqrtPriceX96: getSqrtRatioAtTick(tick), liquidity, tick })

/**
 * The pool after minting these positions, built the way the pool holds it, with words -1..0
 * loaded (ticks -15360..15299 at spacing 60).
 */
function stateOf(tick: number, positions: readonly [number, number, bigint][]): PoolState<UniswapV3PoolState> {
  const liquidityNet = new Map<number, bigint>()
  const liquidityGross = new Map<number, bigint>()
  let liquidity = 0n
  for (const [lower, upper, amount] of positions) {
    for (const [bound, net] of [
      [lower, amount],
      [upper, -amount],
    ] as const) {
      const compressed = Math.floor(bound / 60)
      if (compressed >> 8 < -1 || compressed >> 8 > 0) continue
      liquidityNet.set(bound, (liquidityNet.get(bound) ?? 0n) + net)
      liquidityGross.set(bound, (liquidityGross.get(bound) ?? 0n) + amount)
    }
    if (lower <= tick && tick < upper) liquidity += amount
  }
  const tickTable = createTickTable({
    entries: [...liquidityGross].map(([bound, gross]) => ({ tick: bound, liquidityNet: liquidityNet.get(bound)!, liquidityGross: gross })),
  })
  return {
    pool,
    blockNumber: 1n,
    data: { sqrtPriceX96: getSqrtRatioAtTick(tick), tick, liquidity, tickSpacing: 60, minWord: -1, maxWord: 0, tickTable },
  }
}

const entryOf = (state: PoolState<UniswapV3PoolState>, tick: number) => findTickTableEntry({ table: state.data.tickTable, tick })

const base = stateOf(0, [
  [-600, 600, 40n * e18],
  [-1200, 600, 5n * e18],
])

describe('applyUniswapV3Logs', () => {
  it('a mint that initialises new ticks and one that adds to existing ticks: the pool built with those positions', () => {
    const next = applyUniswapV3Logs({ state: base, logs: [mint(-120, 1200, 3n * e18), mint(-600, 600, e18)], blockNumber: 2n })
    expect(next?.blockNumber).toBe(2n)
    expect(next?.data).toEqual(
      stateOf(0, [
        [-600, 600, 41n * e18],
        [-1200, 600, 5n * e18],
        [-120, 1200, 3n * e18],
      ]).data,
    )
    expect(entryOf(next!, -120)).toEqual({ tick: -120, liquidityNet: 3n * e18, liquidityGross: 3n * e18 })
    expect(entryOf(next!, 1200)).toEqual({ tick: 1200, liquidityNet: -3n * e18, liquidityGross: 3n * e18 })
    expect(entryOf(base, -120)).toBeUndefined()
  })

  it('a burn that empties ticks clears them; a partial burn keeps the tick', () => {
    const next = applyUniswapV3Logs({ state: base, logs: [burn(-1200, 600, 5n * e18), burn(-600, 600, 10n * e18)], blockNumber: 2n })
    expect(next?.data).toEqual(stateOf(0, [[-600, 600, 30n * e18]]).data)
    expect(entryOf(next!, -1200)).toBeUndefined()
    expect(entryOf(next!, 600)?.liquidityNet).toBe(-30n * e18)
    // All of it: no tick is left.
    const empty = applyUniswapV3Logs({ state: next!, logs: [burn(-600, 600, 30n * e18)], blockNumber: 3n })
    expect(empty?.data.liquidity).toBe(0n)
    expect(readTickTable({ table: empty!.data.tickTable })).toEqual([])
  })

  it('moves the in-range liquidity only when tickLower <= tick < tickUpper, at the tick earlier logs left', () => {
    const applied = (logs: Log[]) => applyUniswapV3Logs({ state: base, logs, blockNumber: 2n })!.data.liquidity
    expect(applied([mint(0, 60, e18)])).toBe(base.data.liquidity + e18)
    expect(applied([mint(-60, 0, e18)])).toBe(base.data.liquidity)
    expect(applied([mint(60, 120, e18)])).toBe(base.data.liquidity)
    // After a swap to tick 700 (above every range), a mint at [600, 1200) is in range, one at [0, 600) is not.
    expect(applied([swap(700, 0n), mint(600, 1200, e18), mint(0, 600, 2n * e18)])).toBe(e18)
  })

  it('follows liquidity outside the loaded words in range only; zero amounts (a poke) change nothing', () => {
    const next = applyUniswapV3Logs({ state: base, logs: [mint(-887220, 887220, e18), burn(-600, 600, 0n)], blockNumber: 2n })!
    expect(next.data).toEqual({ ...base.data, liquidity: base.data.liquidity + e18 })
  })

  it('answers undefined for Initialize, a burn of more than a tick holds, and a swap leaving the loaded words', () => {
    expect(applyUniswapV3Logs({ state: base, logs: [logOf('Initialize', { sqrtPriceX96: 2n ** 96n, tick: 0 })], blockNumber: 2n })).toBeUndefined()
    expect(applyUniswapV3Logs({ state: base, logs: [burn(-1200, 600, 6n * e18)], blockNumber: 2n })).toBeUndefined()
    expect(applyUniswapV3Logs({ state: base, logs: [swap(16_000, 0n)], blockNumber: 2n })).toBeUndefined()
    expect(applyUniswapV3Logs({ state: base, logs: [], blockNumber: 2n })).toBeUndefined()
  })
})
