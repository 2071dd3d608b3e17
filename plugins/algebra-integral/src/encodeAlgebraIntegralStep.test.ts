import { InvalidParametersError, type RouteStep } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { encodeAlgebraIntegralStep } from './encodeAlgebraIntegralStep.js'

const token0 = '0x1111111111111111111111111111111111111111'
const token1 = '0x2222222222222222222222222222222222222222'
const pool = {
  id: '0x3333333333333333333333333333333333333333',
  address: '0x3333333333333333333333333333333333333333',
  sourceId: 4,
  tokens: [token0, token1],
  fee: 500,
} as const
const executor = '0x4444444444444444444444444444444444444444'
const step = (tokenIn: `0x${string}`): RouteStep => ({ pool, tokenIn, tokenOut: tokenIn === token0 ? token1 : token0, amountIn: 1n, amountOut: 1n, fee: 500 })
const recipient = '0x5555555555555555555555555555555555555555'

describe('encodeAlgebraIntegralStep', () => {
  it('packs pool, token in and direction for the executor', () => {
    expect(encodeAlgebraIntegralStep({ step: step(token0), recipient, executor })).toEqual({ executor, data: `0x${'33'.repeat(20)}${'11'.repeat(20)}01` })
    expect(encodeAlgebraIntegralStep({ step: step(token1), recipient, executor }).data).toBe(`0x${'33'.repeat(20)}${'22'.repeat(20)}00`)
  })

  it('refuses a token that is not the pool’s, and a source without an executor', () => {
    expect(() => encodeAlgebraIntegralStep({ step: step(recipient), recipient, executor })).toThrow(InvalidParametersError)
    expect(() => encodeAlgebraIntegralStep({ step: step(token0), recipient, executor: undefined })).toThrow(/no Sluice executor/)
  })
})
