import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { getAddress } from 'viem'

const NATIVE_LOWER = NATIVE_TOKEN_ADDRESS.toLowerCase()

/**
 * An address as the API writes it: checksummed, except the native token, which the spec writes
 * in lower case (`0xeeee…eeee`). A pool is written as its `Pool.id`, unchanged. Throws viem's
 * `InvalidAddressError` for what is not an address.
 */
export function formatAddress(address: string): string {
  if (address.toLowerCase() === NATIVE_LOWER) return NATIVE_LOWER
  return getAddress(address)
}
