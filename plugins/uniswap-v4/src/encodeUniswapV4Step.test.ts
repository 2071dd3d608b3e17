import { InvalidParametersError, type Pool } from '@sluice/core'
import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeUniswapV4Step } from './encodeUniswapV4Step.js'

const executor: Address = '0x1111111111111111111111111111111111111111'
const poolManager: Address = '0x2222222222222222222222222222222222222222'
const currency0: Address = '0x3333333333333333333333333333333333333333'
const currency1: Address = '0x4444444444444444444444444444444444444444'
const pool: Pool = {
  id: `0x${'ab'.repeat(32)}`,
  address: poolManager,
  sourceId: 7,
  tokens: [currency0, currency1],
  fee: 500,
  extra: { currency0, currency1, fee: 500, tickSpacing: 10, hooks: zeroAddress },
}
const step = (tokenIn: Address) => ({ pool, tokenIn, tokenOut: tokenIn === currency0 ? currency1 : currency0, amountIn: 1n, amountOut: 1n, fee: 500 })

describe('encodeUniswapV4Step', () => {
  it('packs manager, key and direction: 87 bytes', () => {
    const { executor: target, data } = encodeUniswapV4Step({ step: step(currency0), recipient: executor, executor, poolManager })
    expect(target).toBe(executor)
    expect(data).toBe(`0x${'22'.repeat(20)}${'33'.repeat(20)}${'44'.repeat(20)}0001f4${'00000a'}${'00'.repeat(20)}01`)
    expect(encodeUniswapV4Step({ step: step(currency1), recipient: executor, executor, poolManager }).data.endsWith('00')).toBe(true)
  })

  it('refuses a source without executor, a pool without key, a token not in the pool', () => {
    expect(() => encodeUniswapV4Step({ step: step(currency0), recipient: executor, executor: undefined, poolManager })).toThrow(InvalidParametersError)
    expect(() =>
      encodeUniswapV4Step({ step: { ...step(currency0), pool: { ...pool, extra: undefined } }, recipient: executor, executor, poolManager }),
    ).toThrow('no Uniswap V4 pool key')
    expect(() => encodeUniswapV4Step({ step: step(executor), recipient: executor, executor, poolManager })).toThrow('is not in pool')
  })
})
