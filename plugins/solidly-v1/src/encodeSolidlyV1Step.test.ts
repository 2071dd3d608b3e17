import { InvalidParametersError, type RouteStep } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { encodeSolidlyV1Step } from './encodeSolidlyV1Step.js'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const POOL = '0x3333333333333333333333333333333333333333'
const EXECUTOR = '0x4444444444444444444444444444444444444444'
const step = (tokenIn: `0x${string}`, tokenOut: `0x${string}`, fee: number): RouteStep => ({
  pool: { id: POOL, address: POOL, sourceId: 8, tokens: [A, B], fee: 500, extra: { stable: true } },
  tokenIn,
  tokenOut,
  amountIn: 1n,
  amountOut: 1n,
  fee,
})

describe('encodeSolidlyV1Step', () => {
  it("packs pool, tokenIn, direction and the step's fee in basis points as SolidlyV1Executor reads them", () => {
    expect(encodeSolidlyV1Step({ step: step(A, B, 500), recipient: EXECUTOR, executor: EXECUTOR })).toEqual({
      executor: EXECUTOR,
      data: `${POOL}${A.slice(2)}010005`,
    })
    // token1 -> token0 with a 0.3% fee; a zero fee is 0.
    expect(encodeSolidlyV1Step({ step: step(B, A, 3000), recipient: EXECUTOR, executor: EXECUTOR }).data).toBe(`${POOL}${B.slice(2)}00001e`)
    expect(encodeSolidlyV1Step({ step: step(B, A, 0), recipient: EXECUTOR, executor: EXECUTOR }).data).toBe(`${POOL}${B.slice(2)}000000`)
  })

  it('refuses a step without an executor, with a foreign token, or with a fee that is not whole basis points', () => {
    expect(() => encodeSolidlyV1Step({ step: step(A, B, 500), recipient: EXECUTOR, executor: undefined })).toThrow('no Sluice executor')
    expect(() => encodeSolidlyV1Step({ step: step(EXECUTOR, B, 500), recipient: EXECUTOR, executor: EXECUTOR })).toThrow('is not in pool')
    expect(() => encodeSolidlyV1Step({ step: step(A, B, 550), recipient: EXECUTOR, executor: EXECUTOR })).toThrow(InvalidParametersError)
  })
})
