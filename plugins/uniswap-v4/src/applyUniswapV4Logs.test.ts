import { createTickTable, findTickTableEntry, getSqrtRatioAtTick, readTickTable } from '@sluice/concentrated-liquidity'
import type { PoolState } from '@sluice/core'
import { type AbiEvent, encodeAbiParameters, encodeEventTopics, getAbiItem, type Hex, type Log } from 'viem'
import { describe, expect, it } from 'vitest'
import { uniswapV4PoolManagerAbi } from './abi.js'
import { applyUniswapV4Logs } from './applyUniswapV4Logs.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'

const id: Hex = `0x${'ab'.repeat(32)}`
const sender = '0x4000000000000000000000000000000000000004'
const e18 = 10n ** 18n

/** A PoolManager log as the node returns it: indexed arguments in topics, the others ABI-encoded in data. */
function logOf(eventName: 'ModifyLiquidity' | 'Swap' | 'ProtocolFeeUpdated' | 'Donate' | 'Initialize', args: Record<string, unknown>): Log {
  const event = getAbiItem({ abi: uniswapV4PoolManagerAbi, name: eventName }) as AbiEvent
  const topics = encodeEventTopics({ abi: [event], eventName, args: { id, ...args } } as never)
  const inputs = event.inputs.filter((input) => !input.indexed)
  const data = encodeAbiParameters(
    inputs,
    inputs.map((input) => args[input.name!]),
  )
  return { address: sender, topics, data, blockNumber: 2n, blockHash: null, logIndex: 0, transactionHash: null, transactionIndex: 0, removed: false } as Log
}
const modify = (tickLower: number, tickUpper: number, liquidityDelta: bigint) =>
  logOf('ModifyLiquidity', { sender, tickLower, tickUpper, liquidityDelta, salt: `0x${'0'.repeat(64)}` })

// One position [-100, 100) of 1e18 at tick 0, tick spacing 10: ticks -100 (word -1, bit 246) and 100 (word 0, bit 10).
const state: PoolState<UniswapV4PoolState> = {
  pool: {
    id,
    address: '0x0000000000000000000000000000000000000004',
    sourceId: 1,
    tokens: ['0x1000000000000000000000000000000000000001', '0x2000000000000000000000000000000000000002'],
    fee: 500,
  },
  blockNumber: 1n,
  data: {
    sqrtPriceX96: getSqrtRatioAtTick(0),
    tick: 0,
    protocolFee: 0,
    lpFee: 500,
    liquidity: e18,
    tickSpacing: 10,
    minWord: -1,
    maxWord: 0,
    tickTable: createTickTable({
      entries: [
        { tick: -100, liquidityNet: e18, liquidityGross: e18 },
        { tick: 100, liquidityNet: -e18, liquidityGross: e18 },
      ],
    }),
  },
}

describe('applyUniswapV4Logs', () => {
  it('follows signed liquidity deltas in order: added at new ticks, then removed, to the state it started from', () => {
    const added = applyUniswapV4Logs({ state, logs: [modify(-20, 100, 3n * e18), modify(-100, 100, 0n)], blockNumber: 2n })!
    expect(added.data.liquidity).toBe(4n * e18)
    expect(readTickTable({ table: added.data.tickTable })).toEqual([
      { tick: -100, liquidityNet: e18, liquidityGross: e18 },
      { tick: -20, liquidityNet: 3n * e18, liquidityGross: 3n * e18 },
      { tick: 100, liquidityNet: -4n * e18, liquidityGross: 4n * e18 },
    ])
    expect(applyUniswapV4Logs({ state: added, logs: [modify(-20, 100, -3n * e18)], blockNumber: 3n })!.data).toEqual(state.data)
    const emptied = applyUniswapV4Logs({ state, logs: [modify(-100, 100, -e18)], blockNumber: 2n })!
    expect(emptied.data.liquidity).toBe(0n)
    expect(readTickTable({ table: emptied.data.tickTable })).toEqual([])
  })

  it('takes a swap’s price, tick and liquidity, and a new protocol fee', () => {
    const swap = logOf('Swap', { sender, amount0: 1n, amount1: -1n, sqrtPriceX96: getSqrtRatioAtTick(150), liquidity: 0n, tick: 150, fee: 500 })
    // After the swap to tick 150 the position [-100, 100) is below the price: adding to it leaves the in-range liquidity at 0.
    const next = applyUniswapV4Logs({
      state,
      logs: [swap, modify(-100, 100, e18), logOf('ProtocolFeeUpdated', { protocolFee: 0x0010_0020 })],
      blockNumber: 2n,
    })!
    expect(next.data).toMatchObject({ tick: 150, liquidity: 0n, protocolFee: 0x0010_0020, sqrtPriceX96: getSqrtRatioAtTick(150) })
    expect(findTickTableEntry({ table: next.data.tickTable, tick: 100 })?.liquidityGross).toBe(2n * e18)
  })

  it('answers undefined for Initialize, Donate, a removal of more than a tick holds, and a swap leaving the loaded words', () => {
    const initialize = logOf('Initialize', { currency0: sender, currency1: sender, fee: 500, tickSpacing: 10, hooks: sender, sqrtPriceX96: 2n ** 96n, tick: 0 })
    expect(applyUniswapV4Logs({ state, logs: [initialize], blockNumber: 2n })).toBeUndefined()
    expect(applyUniswapV4Logs({ state, logs: [logOf('Donate', { sender, amount0: 1n, amount1: 1n })], blockNumber: 2n })).toBeUndefined()
    expect(applyUniswapV4Logs({ state, logs: [modify(-100, 100, -2n * e18)], blockNumber: 2n })).toBeUndefined()
    const far = logOf('Swap', { sender, amount0: 1n, amount1: -1n, sqrtPriceX96: getSqrtRatioAtTick(3000), liquidity: 0n, tick: 3000, fee: 500 })
    expect(applyUniswapV4Logs({ state, logs: [far], blockNumber: 2n })).toBeUndefined()
  })
})
