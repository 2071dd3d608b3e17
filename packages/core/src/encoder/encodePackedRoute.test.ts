import fc from 'fast-check'
import { type Address, getAddress, type Hex, maxUint256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidParametersError } from '../errors/errors.js'
import type { PackedPath } from '../types/PackedRoute.js'
import { decodePackedRoute } from './decodePackedRoute.js'
import { decodeRouterCall } from './decodeRouterCall.js'
import { encodePackedRoute } from './encodePackedRoute.js'
import { encodeSwapCall } from './encodeSwapCall.js'
import { explainRouterCall } from './explainRouterCall.js'

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const data = fc.uint8Array({ maxLength: 300 }).map((bytes): Hex => (bytes.length === 0 ? '0x' : toHex(bytes)))
const path = fc.record({
  amount: fc.bigInt({ min: 0n, max: maxUint256 }),
  steps: fc.array(fc.record({ executor: address, data }), { minLength: 1, maxLength: 4 }),
})
const route = fc.array(path, { maxLength: 6 })

describe('the packed route codec', () => {
  it('decodes what it encodes, over random routes (amounts up to 2^256 - 1, empty and long step data)', () => {
    fc.assert(
      fc.property(route, (paths) => {
        expect(decodePackedRoute({ route: encodePackedRoute({ paths }) })).toEqual(paths)
      }),
      { numRuns: 300 },
    )
  })

  it('lays a path out as the router reads it: step count, amount (byte count, bytes), then executor, data length and data per step', () => {
    const executor = '0x00000000000000000000000000000000000000Aa' as Address
    expect(encodePackedRoute({ paths: [{ amount: 5n, steps: [{ executor, data: '0xbeef' }] }] }).toLowerCase()).toBe(
      `0x010105${executor.slice(2).toLowerCase()}0002beef`,
    )
    expect(encodePackedRoute({ paths: [{ amount: 0x1234n, steps: [{ executor, data: '0x' }] }] }).toLowerCase()).toBe(
      `0x01021234${executor.slice(2).toLowerCase()}0000`,
    )
    expect(encodePackedRoute({ paths: [{ amount: 0n, steps: [{ executor, data: '0x' }] }] }).toLowerCase()).toBe(`0x0100${executor.slice(2).toLowerCase()}0000`)
  })

  it('refuses what the router would revert on or read past', () => {
    const one: PackedPath = { amount: 1n, steps: [{ executor: getAddress(`0x${'11'.repeat(20)}`), data: '0x1234' }] }
    const packed = encodePackedRoute({ paths: [one] })
    expect(() => decodePackedRoute({ route: packed.slice(0, -2) as Hex })).toThrow(InvalidParametersError)
    expect(() => decodePackedRoute({ route: '0x0000' })).toThrow(/no steps/)
    // An amount of more than 32 bytes, or running past the end.
    expect(() => decodePackedRoute({ route: `0x0121${'11'.repeat(33)}` })).toThrow(/at most 32/)
    expect(() => decodePackedRoute({ route: '0x010511' })).toThrow(/past the end/)
    expect(() => encodePackedRoute({ paths: [{ amount: 1n, steps: [] }] })).toThrow(InvalidParametersError)
    expect(() => encodePackedRoute({ paths: [{ amount: -1n, steps: one.steps }] })).toThrow(InvalidParametersError)
  })

  it('explains router calldata from the calldata alone: the call, its limits, each path and its executors by kind', () => {
    const executor = getAddress(`0x${'22'.repeat(20)}`)
    const paths: PackedPath[] = [
      { amount: 600n, steps: [{ executor, data: '0x01' }] },
      {
        amount: 400n,
        steps: [
          { executor, data: '0x02' },
          { executor: getAddress(`0x${'33'.repeat(20)}`), data: '0x0304' },
        ],
      },
    ]
    const tokenIn = getAddress(`0x${'44'.repeat(20)}`)
    const tokenOut = getAddress(`0x${'55'.repeat(20)}`)
    const recipient = getAddress(`0x${'66'.repeat(20)}`)
    const calldata = encodeSwapCall({
      tokenIn,
      tokenOut,
      amountIn: 1000n,
      amountOut: 990n,
      recipient,
      deadline: 7n,
      partnerId: 3,
      partnerFeeBps: 10,
      exactOut: false,
      route: encodePackedRoute({ paths }),
    })
    expect(decodeRouterCall({ data: calldata }).routes).toEqual([{ field: 'route', paths }])
    expect(explainRouterCall({ data: calldata, executors: { 'uniswap-v2': executor } })).toEqual([
      `swap: sell 1000 of ${tokenIn} for at least 990 of ${tokenOut}, to ${recipient}; deadline 7, partner 3 at 10 bps.`,
      `route path 1: amount 600, 1 step: uniswap-v2 ${executor} (1 bytes).`,
      `route path 2: amount 400, 2 steps: uniswap-v2 ${executor} (1 bytes) → unknown executor ${getAddress(`0x${'33'.repeat(20)}`)} (2 bytes).`,
    ])
    expect(
      explainRouterCall({
        data: encodeSwapCall({
          tokenIn,
          tokenOut,
          amountIn: 1n,
          amountOut: 1n,
          deadline: 7n,
          partnerId: 0,
          partnerFeeBps: 0,
          exactOut: true,
          route: encodePackedRoute({ paths }),
        }),
      })[0],
    ).toBe(`swap: buy exactly 1 of ${tokenOut} for at most 1 of ${tokenIn}, to the sender; deadline 7, partner 0 at 0 bps.`)
    expect(() => decodeRouterCall({ data: '0x12345678' })).toThrow(/not a call of the Sluice router/)
  })
})
