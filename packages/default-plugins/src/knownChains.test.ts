import { expectCited, expectVerbatimHexes } from '@sluice/core/conformance'
import { expect, test } from 'vitest'
import { defaultSourcePlugins } from './defaultSourcePlugins.js'
import { knownChains } from './knownChains.js'

test('the known chains are HyperEVM and Soneium', () => {
  expect(knownChains.map((chain) => chain.chainId)).toEqual([999, 1868])
})

test("every known chain's wrapped native, Multicall3 and stable token cites where it was read", () => {
  for (const chain of knownChains) {
    expectCited({ what: `${chain.name} wrapped native`, sources: chain.wrappedNative.sources })
    expectCited({ what: `${chain.name} Multicall3`, sources: chain.multicall3.sources })
    for (const token of chain.stableTokens) expectCited({ what: `${chain.name} ${token.symbol}`, sources: token.sources })
    if (chain.blockGasLimit) expectCited({ what: `${chain.name} block gas limit`, sources: chain.blockGasLimit.sources })
  }
})

test("HyperEVM's transactions fit its fast blocks (2M gas); Soneium has no limit of its own", () => {
  expect(knownChains.map((chain) => chain.blockGasLimit?.gas)).toEqual([2_000_000, undefined])
})

test('every address is copied whole and verbatim: a mixed-case address carries a valid checksum', () => {
  expectVerbatimHexes({ value: knownChains })
})

test('the default plugins know deployments on known chains only, with source IDs unique on each chain across plugins (pending ones reserved)', () => {
  const ids = new Map<number, number[]>()
  for (const plugin of defaultSourcePlugins)
    for (const [chainId, deployments] of Object.entries(plugin.knownDeployments ?? {}))
      ids.set(Number(chainId), [...(ids.get(Number(chainId)) ?? []), ...deployments.map((deployment) => deployment.id)])
  expect([...ids.keys()].sort((a, b) => a - b)).toEqual(knownChains.map((chain) => chain.chainId))
  for (const [, chainIds] of ids) expect(new Set(chainIds).size).toBe(chainIds.length)
})
