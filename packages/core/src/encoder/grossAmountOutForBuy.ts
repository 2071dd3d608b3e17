import { InvalidParametersError } from '../errors/errors.js'

export type GrossAmountOutForBuyParameters = {
  /** What the user receives. */
  amountOut: bigint
  partnerFeeBps: number
}

/**
 * Buy mode with a partner fee: the output the swaps must produce so that, after the router's
 * fee (`floor(gross * bps / 10000)`), the user receives exactly `amountOut`. Ask the solver
 * for this amount; `encodeSwap` then delivers `amountOut`.
 */
export function grossAmountOutForBuy({ amountOut, partnerFeeBps }: GrossAmountOutForBuyParameters): bigint {
  if (!Number.isInteger(partnerFeeBps) || partnerFeeBps < 0 || partnerFeeBps >= 10_000)
    throw new InvalidParametersError(`Invalid partnerFeeBps ${partnerFeeBps}.`)
  const bps = BigInt(partnerFeeBps)
  const net = (gross: bigint) => gross - (gross * bps) / 10_000n
  // `net` grows by 0 or 1 per unit of gross, so the smallest gross with net >= amountOut has net == amountOut.
  let gross = (amountOut * 10_000n) / (10_000n - bps)
  while (gross > 0n && net(gross - 1n) >= amountOut) gross -= 1n
  while (net(gross) < amountOut) gross += 1n
  return gross
}
