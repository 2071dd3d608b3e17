import type { RouteStep } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { encodeUniswapV2Step } from './encodeUniswapV2Step.js'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const PAIR = '0x3333333333333333333333333333333333333333'
const EXECUTOR = '0x4444444444444444444444444444444444444444'
const step = (tokenIn: `0x${string}`, tokenOut: `0x${string}`, fee = 3000): RouteStep => ({
  pool: { id: PAIR, address: PAIR, sourceId: 1, tokens: [A, B], fee },
  tokenIn,
  tokenOut,
  amountIn: 1n,
  amountOut: 1n,
  fee: 3000,
})

describe('encodeUniswapV2Step', () => {
  it('packs pair, tokenIn, direction and fee as UniswapV2Executor reads them', () => {
    expect(encodeUniswapV2Step({ step: step(A, B), recipient: EXECUTOR, executor: EXECUTOR })).toEqual({
      executor: EXECUTOR,
      data: `${PAIR}${A.slice(2)}01000bb8`,
    })
    // token1 -> token0, a fork's 0.25% fee.
    expect(encodeUniswapV2Step({ step: step(B, A, 2500), recipient: EXECUTOR, executor: EXECUTOR }).data).toBe(`${PAIR}${B.slice(2)}000009c4`)
  })

  it('refuses a step without an executor or with a token the pair does not hold', () => {
    expect(() => encodeUniswapV2Step({ step: step(A, B), recipient: EXECUTOR, executor: undefined })).toThrow('no Sluice executor')
    expect(() => encodeUniswapV2Step({ step: step(EXECUTOR, B), recipient: EXECUTOR, executor: EXECUTOR })).toThrow('is not in pair')
  })
})
