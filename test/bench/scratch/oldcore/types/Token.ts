import type { Address } from 'viem'

/** The address the API uses for a chain's native token. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const satisfies Address

export type Token = {
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
}
