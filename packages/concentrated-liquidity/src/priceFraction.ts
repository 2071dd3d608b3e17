import { InvalidParametersError } from '@sluice/core'

export type PriceFraction = {
  numerator: bigint
  /** A power of two. */
  denominator: bigint
}

/**
 * A positive finite float as the exact fraction it stands for (a double is an integer over a
 * power of two), so that bigint math on it loses nothing.
 */
export function priceFraction(price: number): PriceFraction {
  if (!Number.isFinite(price) || price <= 0) throw new InvalidParametersError(`Price ${price} is not a positive number.`)
  let scaled = price
  let exponent = 0n
  // Doubling a double is exact; at most 1074 steps reach an integer.
  while (!Number.isInteger(scaled)) {
    scaled *= 2
    exponent += 1n
  }
  return { numerator: BigInt(scaled), denominator: 1n << exponent }
}
