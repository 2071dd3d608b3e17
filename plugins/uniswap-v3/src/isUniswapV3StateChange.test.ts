import { encodeEventTopics, type Log, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { uniswapV3PoolAbi } from './abi.js'
import { isUniswapV3StateChange } from './isUniswapV3StateChange.js'

const logWith = (topics: Log['topics']): Log =>
  ({
    address: '0x3000000000000000000000000000000000000003',
    topics,
    data: '0x',
    blockNumber: 1n,
    blockHash: null,
    logIndex: 0,
    transactionHash: null,
    transactionIndex: 0,
    removed: false,
  }) as Log

const otherEvents = parseAbi([
  'event Collect(address indexed owner, address recipient, int24 indexed tickLower, int24 indexed tickUpper, uint128 amount0, uint128 amount1)',
  'event Flash(address indexed sender, address indexed recipient, uint256 amount0, uint256 amount1, uint256 paid0, uint256 paid1)',
  'event SetFeeProtocol(uint8 feeProtocol0Old, uint8 feeProtocol1Old, uint8 feeProtocol0New, uint8 feeProtocol1New)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
])

describe('isUniswapV3StateChange', () => {
  it('is true for Initialize, Swap, Mint and Burn', () => {
    for (const eventName of ['Initialize', 'Swap', 'Mint', 'Burn'] as const)
      expect(isUniswapV3StateChange({ log: logWith(encodeEventTopics({ abi: uniswapV3PoolAbi, eventName }) as Log['topics']) }), eventName).toBe(true)
  })

  it('is false for events that do not move price, tick or liquidity, and for anonymous logs', () => {
    for (const eventName of ['Collect', 'Flash', 'SetFeeProtocol', 'Transfer'] as const)
      expect(isUniswapV3StateChange({ log: logWith(encodeEventTopics({ abi: otherEvents, eventName }) as Log['topics']) }), eventName).toBe(false)
    expect(isUniswapV3StateChange({ log: logWith([] as unknown as Log['topics']) })).toBe(false)
  })
})
