import { describe, expect, it } from 'vitest'
import { computeAcrossFees } from './computeAcrossFees.js'

describe('computeAcrossFees', () => {
  it('takes the LP and relayer shares rounded down, plus the gas fee', () => {
    // 1,000 USDT (6 decimals) at 1 bp LP, 4 bp relayer, 0.05 USDT gas
    const fees = computeAcrossFees({ inputAmount: 1_000_000_000n, lpFeeBps: 1, relayerFeeBps: 4, relayerGasFee: 50_000n })
    expect(fees).toEqual({ lpFee: 100_000n, relayerFee: 450_000n, outputAmount: 999_450_000n })
  })

  it('rounds each share down and keeps fractional basis points', () => {
    const fees = computeAcrossFees({ inputAmount: 12_345n, lpFeeBps: 0.5, relayerFeeBps: 2.25, relayerGasFee: 0n })
    expect(fees.lpFee).toBe((12_345n * 50n) / 1_000_000n)
    expect(fees.relayerFee).toBe((12_345n * 225n) / 1_000_000n)
    expect(fees.outputAmount).toBe(12_345n - fees.lpFee - fees.relayerFee)
  })

  it('answers a non-positive output when the gas fee eats the amount', () => {
    expect(computeAcrossFees({ inputAmount: 10n, lpFeeBps: 1, relayerFeeBps: 4, relayerGasFee: 50n }).outputAmount).toBeLessThanOrEqual(0n)
  })
})
