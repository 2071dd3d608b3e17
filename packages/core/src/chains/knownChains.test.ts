import { expect, test } from 'vitest'
import { expectCited } from '../conformance/expectCited.js'
import { expectVerbatimHexes } from '../conformance/expectVerbatimHexes.js'
import { MULTICALL3_ADDRESS } from '../rpc/multicall3Address.js'
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

test("viem's Multicall3 of both chains is the one address core uses", () => {
  expect(knownChains.map((chain) => chain.multicall3.address)).toEqual([MULTICALL3_ADDRESS, MULTICALL3_ADDRESS])
})
