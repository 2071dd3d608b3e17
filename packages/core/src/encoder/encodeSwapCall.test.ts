import fc from 'fast-check'
import { getAddress, type Hex, maxUint256, toFunctionSelector, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidParametersError } from '../errors/errors.js'
import type { SwapCall } from '../types/SwapCall.js'
import { decodeSwapCall } from './decodeSwapCall.js'
import { encodeSwapCall } from './encodeSwapCall.js'

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const uint = fc.bigInt({ min: 0n, max: maxUint256 })
const call: fc.Arbitrary<SwapCall> = fc
  .record({
    tokenIn: address,
    tokenOut: address,
    amountIn: uint,
    amountOut: uint,
    recipient: fc.option(address, { nil: undefined }),
    deadline: uint,
    partnerId: fc.integer({ min: 0, max: 0xffffffff }),
    partnerFeeBps: fc.integer({ min: 0, max: 0xffff }),
    exactOut: fc.boolean(),
    route: fc.uint8Array({ maxLength: 200 }).map((bytes): Hex => (bytes.length === 0 ? '0x' : toHex(bytes))),
  })
  .map(({ recipient, ...rest }) => (recipient ? { ...rest, recipient } : rest))

const tokenIn = getAddress(`0x${'11'.repeat(20)}`)
const tokenOut = getAddress(`0x${'22'.repeat(20)}`)
const base: SwapCall = {
  tokenIn,
  tokenOut,
  amountIn: 1000n,
  amountOut: 5n,
  deadline: 0x0100n,
  partnerId: 0,
  partnerFeeBps: 0,
  exactOut: false,
  route: '0xabcd',
}
const selector = toFunctionSelector('swap()')

describe('the swap call codec', () => {
  it('decodes what it encodes, over random calls (uints up to 2^256 - 1, with and without recipient and partner)', () => {
    fc.assert(
      fc.property(call, (swap) => {
        expect(decodeSwapCall({ data: encodeSwapCall(swap) })).toEqual(swap)
      }),
      { numRuns: 300 },
    )
  })

  it('packs the call as the router reads it: selector, flags, tokens, compact amounts and deadline, then the optional parts and the route', () => {
    const bytes = (address: string) => address.slice(2).toLowerCase()
    const head = `${selector}%s${bytes(tokenIn)}${bytes(tokenOut)}0203e80105020100`
    expect(encodeSwapCall(base)).toBe(`${head.replace('%s', '00')}abcd`)
    const recipient = getAddress(`0x${'33'.repeat(20)}`)
    expect(encodeSwapCall({ ...base, exactOut: true, recipient, partnerId: 7, partnerFeeBps: 25 })).toBe(
      `${head.replace('%s', '07')}${bytes(recipient)}000000070019abcd`,
    )
  })

  it('refuses what the router would revert on', () => {
    const packed = encodeSwapCall(base)
    expect(() => decodeSwapCall({ data: `0x12345678${packed.slice(10)}` })).toThrow(/not a call of the router's swap/)
    expect(() => decodeSwapCall({ data: `${selector}08${packed.slice(12)}` as Hex })).toThrow(/unknown bits/)
    // Cut inside the deadline.
    expect(() => decodeSwapCall({ data: packed.slice(0, 2 + 2 * (4 + 1 + 40 + 3 + 2 + 2)) as Hex })).toThrow(InvalidParametersError)
    expect(() => encodeSwapCall({ ...base, amountIn: -1n })).toThrow(InvalidParametersError)
    expect(() => encodeSwapCall({ ...base, partnerId: 2 ** 32 })).toThrow(InvalidParametersError)
  })
})
