import { InvalidArgumentError } from 'commander'

/**
 * A command-line argument as an address: 0x and 40 hex digits, any case (viem's `isAddress` without
 * the checksum check, whose import would load all of viem before `--help`).
 */
export function parseAddressArgument(value: string): `0x${string}` {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) throw new InvalidArgumentError('Expected an address.')
  return value as `0x${string}`
}
