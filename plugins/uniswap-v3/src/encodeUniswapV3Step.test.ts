import type { RouteStep } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { encodeUniswapV3Step } from './encodeUniswapV3Step.js'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const POOL = '0x3333333333333333333333333333333333333333'
const EXECUTOR = '0x4444444444444444444444444444444444444444'
const step = (tokenIn: `0x${string}`, tokenOut: `0x${string}`): RouteStep => ({
  pool: { id: POOL, address: POOL, sourceId: 3, tokens: [A, B], fee: 500, extra: { tickSpacing: 10 } },
  tokenIn,
  tokenOut,
  amountIn: 1n,
  amountOut: 1n,
  fee: 3000,
})

describe('encodeUniswapV3Step', () => {
  it('packs pool, tokenIn and direction as UniswapV3Executor reads them', () => {
    expect(encodeUniswapV3Step({ step: step(A, B), recipient: EXECUTOR, executor: EXECUTOR })).toEqual({ executor: EXECUTOR, data: `${POOL}${A.slice(2)}01` })
    expect(encodeUniswapV3Step({ step: step(B, A), recipient: EXECUTOR, executor: EXECUTOR }).data).toBe(`${POOL}${B.slice(2)}00`)
  })

  it('refuses a step without an executor or with a token the pool does not hold', () => {
    expect(() => encodeUniswapV3Step({ step: step(A, B), recipient: EXECUTOR, executor: undefined })).toThrow('no Sluice executor')
    expect(() => encodeUniswapV3Step({ step: step(EXECUTOR, B), recipient: EXECUTOR, executor: EXECUTOR })).toThrow('is not in pool')
  })
})
