import { InvalidParametersError } from '../errors/errors.js'

export type ValidateSwapParametersParameters = {
  /** Tolerance as a fraction, in [0, 1). */
  slippage: number
  /** Partner fee on the output, basis points (0-100). */
  partnerFeeBps: number
  /** The partner's ID in the router's event (uint32). */
  partnerId?: number | undefined
}

const MAX_PARTNER_FEE_BPS = 100

/** Refuses a slippage, partner fee or partner ID the router cannot take, in that order. */
export function validateSwapParameters({ slippage, partnerFeeBps, partnerId = 0 }: ValidateSwapParametersParameters): void {
  if (!Number.isFinite(slippage) || slippage < 0 || slippage >= 1) throw new InvalidParametersError(`Slippage must be in [0, 1), got ${slippage}.`)
  if (!Number.isInteger(partnerFeeBps) || partnerFeeBps < 0 || partnerFeeBps > MAX_PARTNER_FEE_BPS)
    throw new InvalidParametersError(`partnerFeeBps must be an integer in [0, ${MAX_PARTNER_FEE_BPS}], got ${partnerFeeBps}.`)
  if (!Number.isInteger(partnerId) || partnerId < 0 || partnerId > 0xffffffff) throw new InvalidParametersError(`partnerId must be a uint32, got ${partnerId}.`)
}
