import { isAddress } from 'viem'
import { expect } from 'vitest'

export type ExpectVerbatimHexesParameters = {
  /** Any JSON value: every `0x` string in it is checked. */
  value: unknown
}

/** Fails unless every hex string in `value` is a whole address or 32-byte hash, a mixed-case address with a valid checksum. */
export function expectVerbatimHexes({ value }: ExpectVerbatimHexesParameters): void {
  const hexes = JSON.stringify(value).match(/0x[0-9a-fA-F]+/g) ?? []
  const addresses = hexes.filter((hex) => hex.length === 42)
  expect(addresses.length).toBeGreaterThan(0)
  for (const hex of hexes) expect([42, 66], `${hex}: an address or a 32-byte hash`).toContain(hex.length)
  for (const address of addresses) expect(isAddress(address, { strict: true }), address).toBe(true)
}
