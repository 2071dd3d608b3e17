import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { getAddress, isAddressEqual } from 'viem'

/**
 * An address as the API writes it: checksummed, except the native token, which the spec writes
 * in lower case (`0xeeee…eeee`). A pool is written as its `Pool.id`, unchanged.
 */
export function formatAddress(address: string): string {
  if (isAddressEqual(address as `0x${string}`, NATIVE_TOKEN_ADDRESS)) return NATIVE_TOKEN_ADDRESS.toLowerCase()
  return getAddress(address)
}
