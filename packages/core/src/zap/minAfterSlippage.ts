import { InvalidParametersError } from '../errors/errors.js'

export type MinAfterSlippageParameters = {
  amount: bigint
  /** Fraction in [0, 1). */
  slippage: number
}

const SCALE = 1_000_000_000n

/** `amount` lowered by the slippage, rounded down: the least a contract must see. */
export function minAfterSlippage({ amount, slippage }: MinAfterSlippageParameters): bigint {
  if (!Number.isFinite(slippage) || slippage < 0 || slippage >= 1) throw new InvalidParametersError(`Slippage must be in [0, 1), got ${slippage}.`)
  return (amount * (SCALE - BigInt(Math.round(slippage * Number(SCALE))))) / SCALE
}
