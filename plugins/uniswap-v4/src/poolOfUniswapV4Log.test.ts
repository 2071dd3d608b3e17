import { encodeEventTopics, type Log } from 'viem'
import { describe, expect, it } from 'vitest'
import { uniswapV4PoolManagerAbi } from './abi.js'
import { isUniswapV4StateChange } from './isUniswapV4StateChange.js'
import { poolOfUniswapV4Log } from './poolOfUniswapV4Log.js'

const poolManager = '0x2222222222222222222222222222222222222222'
const id = `0x${'AB'.repeat(32)}` as const
const log = (eventName: 'Swap' | 'ModifyLiquidity' | 'Initialize' | 'ProtocolFeeUpdated' | 'Donate', address: `0x${string}` = poolManager) =>
  ({ address, topics: encodeEventTopics({ abi: uniswapV4PoolManagerAbi, eventName, args: { id } } as never), data: '0x' }) as unknown as Log

describe('poolOfUniswapV4Log and isUniswapV4StateChange', () => {
  it('map a state-changing PoolManager log to its pool ID (lower case)', () => {
    for (const name of ['Swap', 'ModifyLiquidity', 'Initialize', 'ProtocolFeeUpdated'] as const) {
      expect(isUniswapV4StateChange({ log: log(name) })).toBe(true)
      expect(poolOfUniswapV4Log({ log: log(name), poolManager })).toBe(id.toLowerCase())
    }
  })

  it('ignore donations and logs of another contract', () => {
    expect(isUniswapV4StateChange({ log: log('Donate') })).toBe(false)
    expect(poolOfUniswapV4Log({ log: log('Donate'), poolManager })).toBeUndefined()
    expect(poolOfUniswapV4Log({ log: log('Swap', '0x3333333333333333333333333333333333333333'), poolManager })).toBeUndefined()
  })
})
