import { isAddress } from 'viem'
import { expect, test } from 'vitest'
import { type Citation, knownDeployments } from './knownDeployments.js'

function expectCited(what: string, sources: readonly Citation[]) {
  expect(sources.length, `${what} has a citation`).toBeGreaterThan(0)
  for (const { url, note } of sources) {
    expect(url, `${what}: a public URL`).toMatch(/^https:\/\/\S+$/)
    expect(note.length, `${what}: says what was read there`).toBeGreaterThan(0)
  }
}

test('every known deployment, token and Multicall3 cites where it was read', () => {
  for (const chain of knownDeployments) {
    expectCited(`${chain.name} wrapped native`, chain.wrappedNative.sources)
    expectCited(`${chain.name} Multicall3`, chain.multicall3.sources)
    for (const token of chain.stableTokens) expectCited(`${chain.name} ${token.symbol}`, token.sources)
    for (const source of [...chain.sources, ...chain.awaitingPlugin]) expectCited(`${chain.name} ${source.name}`, source.sources)
  }
})

test('source IDs are unique on each chain, pending ve(3,3) entries included (their IDs are reserved)', () => {
  for (const chain of knownDeployments) {
    const ids = [...chain.sources, ...chain.awaitingPlugin].map((source) => source.id)
    expect(new Set(ids).size).toBe(ids.length)
  }
})

test('every address and hash is copied whole and verbatim: a mixed-case address carries a valid checksum', () => {
  const hexes = JSON.stringify(knownDeployments).match(/0x[0-9a-fA-F]+/g) ?? []
  const addresses = hexes.filter((hex) => hex.length === 42)
  expect(addresses.length).toBeGreaterThan(0)
  for (const hex of hexes) expect([42, 66], `${hex}: an address or a 32-byte hash`).toContain(hex.length)
  for (const address of addresses) expect(isAddress(address, { strict: true }), address).toBe(true)
})
