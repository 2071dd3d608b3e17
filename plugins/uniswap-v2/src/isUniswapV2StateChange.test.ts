import { encodeAbiParameters, encodeEventTopics, type Log } from 'viem'
import { describe, expect, it } from 'vitest'
import { uniswapV2PairAbi } from './abi.js'
import { isUniswapV2StateChange } from './isUniswapV2StateChange.js'

const swapEvent = {
  type: 'event',
  name: 'Swap',
  inputs: [
    { name: 'sender', type: 'address', indexed: true },
    { name: 'amount0In', type: 'uint256', indexed: false },
    { name: 'amount1In', type: 'uint256', indexed: false },
    { name: 'amount0Out', type: 'uint256', indexed: false },
    { name: 'amount1Out', type: 'uint256', indexed: false },
    { name: 'to', type: 'address', indexed: true },
  ],
} as const

function logOf(topics: Log['topics'], data: Log['data']): Log {
  return {
    address: '0x3333333333333333333333333333333333333333',
    topics,
    data,
    blockHash: null,
    blockNumber: null,
    logIndex: null,
    transactionHash: null,
    transactionIndex: null,
    removed: false,
  }
}

describe('isUniswapV2StateChange', () => {
  it('is true for Sync only', () => {
    const sync = logOf(
      encodeEventTopics({ abi: uniswapV2PairAbi, eventName: 'Sync' }) as Log['topics'],
      encodeAbiParameters([{ type: 'uint112' }, { type: 'uint112' }], [1n, 2n]),
    )
    expect(isUniswapV2StateChange({ log: sync })).toBe(true)
    const swap = logOf(
      encodeEventTopics({
        abi: [swapEvent],
        eventName: 'Swap',
        args: { sender: '0x1111111111111111111111111111111111111111', to: '0x2222222222222222222222222222222222222222' },
      }) as Log['topics'],
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'uint256' }], [1n, 0n, 0n, 2n]),
    )
    expect(isUniswapV2StateChange({ log: swap })).toBe(false)
    expect(isUniswapV2StateChange({ log: logOf([], '0x') })).toBe(false)
  })
})
