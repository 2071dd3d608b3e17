import { type Address, formatUnits, isAddressEqual } from 'viem'
import type { Token } from '../types/Token.js'

export type DescribeAmountParameters = {
  token: Address
  amount: bigint
  tokens?: readonly Token[] | undefined
}

/** `1.5 USDC` when the token is known, raw wei otherwise (for transaction explanations). */
export function describeAmount({ token, amount, tokens }: DescribeAmountParameters): string {
  const known = tokens?.find((t) => isAddressEqual(t.address, token))
  return known ? `${formatUnits(amount, known.decimals)} ${known.symbol}` : `${amount} wei of ${token}`
}
