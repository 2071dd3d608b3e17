import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { getAddress, isAddressEqual } from 'viem'

/**
 * An address as the API writes it: checksummed, except the native token, which the spec writes
 * in lower case (`0xeeee…eeee`), and a singleton DEX's 32-byte pool ID (lower-case hex).
 */
export function formatAddress(address: string): string {
  if (address.length === 66) return address.toLowerCase()
  if (isAddressEqual(address as `0x${string}`, NATIVE_TOKEN_ADDRESS)) return NATIVE_TOKEN_ADDRESS.toLowerCase()
  return getAddress(address)
}
