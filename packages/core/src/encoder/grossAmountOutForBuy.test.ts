import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { grossAmountOutForBuy } from './grossAmountOutForBuy.js'

describe('grossAmountOutForBuy', () => {
  it('leaves exactly amountOut after the router fee, from the smallest such gross', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 100 }), (amountOut, bps) => {
        const gross = grossAmountOutForBuy({ amountOut, partnerFeeBps: bps })
        const fee = (g: bigint) => (g * BigInt(bps)) / 10_000n
        expect(gross - fee(gross)).toBe(amountOut)
        if (gross > 0n) expect(gross - 1n - fee(gross - 1n)).toBeLessThan(amountOut)
      }),
    )
  })

  it('is the amount itself without a fee, and refuses a fee of 100%', () => {
    expect(grossAmountOutForBuy({ amountOut: 12345n, partnerFeeBps: 0 })).toBe(12345n)
    expect(grossAmountOutForBuy({ amountOut: 1_000_000n, partnerFeeBps: 100 })).toBe(1_010_101n)
    expect(() => grossAmountOutForBuy({ amountOut: 1n, partnerFeeBps: 10_000 })).toThrow('Invalid partnerFeeBps')
  })
})
