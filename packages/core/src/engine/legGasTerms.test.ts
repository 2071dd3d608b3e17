import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { testToken } from '../testing/testToken.js'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import type { PricedToken } from './ChainEngine.js'
import { legGasTerms } from './legGasTerms.js'

const token = (n: number, symbol: string, decimals: number) => ({ chainId: 999, address: testToken(n), symbol, name: symbol, decimals })
const usdt = token(1, 'USDT0', 6)
const whype = token(2, 'WHYPE', 18)
const unpriced = token(3, 'NEW', 18)
const prices = new Map<Address, PricedToken>([
  [NATIVE_TOKEN_ADDRESS, { ...whype, address: NATIVE_TOKEN_ADDRESS, priceUsd: 40 }],
  [whype.address, { ...whype, priceUsd: 40 }],
  [usdt.address, { ...usdt, priceUsd: 1 }],
  [unpriced.address, { ...unpriced, priceUsd: 0 }],
])

describe('legGasTerms', () => {
  const terms = legGasTerms({ gasPrice: 7n, pricedToken: (address) => prices.get(address) })

  it('passes the gas price on', () => {
    expect(terms.gasPrice).toBe(7n)
  })

  it('values a native wei in wei of the token a leg buys, from both USD prices and the decimals', () => {
    // 1 HYPE = 40 USDT0: 1e-18 HYPE = 40e-18 USDT0 = 40e-12 USDT0 wei.
    expect(terms.nativePrice?.(usdt.address)).toBeCloseTo(40e-12, 24)
    expect(terms.nativePrice?.(whype.address)).toBe(1)
  })

  it('weighs no gas in a token without a price or unknown', () => {
    expect(terms.nativePrice?.(unpriced.address)).toBe(0)
    expect(terms.nativePrice?.(testToken(4))).toBe(0)
  })
})
