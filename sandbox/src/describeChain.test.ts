import { expect, it } from 'vitest'
import { describeChain } from './describeChain.js'
import type { ChainManifest } from './SandboxManifest.js'

const chain: ChainManifest = {
  chainId: 999,
  name: 'HyperEVM',
  rpcUrl: 'http://127.0.0.1:8545',
  mode: 'fork',
  forkUrl: 'https://rpc.example',
  forkBlockNumber: '392',
  nativeSymbol: 'HYPE',
  wrappedNative: '0x5555555555555555555555555555555555555555',
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  tokens: [
    { address: '0x5555555555555555555555555555555555555555', symbol: 'WHYPE', name: 'Wrapped HYPE', decimals: 18, fixturePriceUsd: 40 },
    { address: '0x0000000000000000000000000000000000000002', symbol: 'ODD', name: 'Odd', decimals: 18 },
  ],
  sources: [{ id: 2, name: 'ProjectXV3', description: '', kind: 'uniswap-v3', deployBlock: '0', config: {} }],
  pools: [
    {
      id: '0x0000000000000000000000000000000000000003',
      address: '0x0000000000000000000000000000000000000003',
      sourceId: 2,
      tokens: ['0x0000000000000000000000000000000000000002', '0x5555555555555555555555555555555555555555'],
      fee: 3000,
    },
  ],
  accounts: [],
  fork: {
    leftOutSources: [{ id: 1, name: 'HyperSwapV3', kind: 'uniswap-v3', reason: 'factory has no code.' }],
    leftOutTokens: [],
    unfundedTokens: [{ address: '0x0000000000000000000000000000000000000002', symbol: 'ODD', reason: 'no storage slot of balanceOf was found by probing.' }],
    cached: true,
  },
}

it('describes a fork built from its chain: sources and their pools, left-out sources, priced tokens, unfunded tokens', () => {
  expect(describeChain({ chain })).toEqual([
    '999 HyperEVM  http://127.0.0.1:8545  fork of https://rpc.example at block 392: 2 tokens, 1 sources, 1 pools',
    '  world from the cache',
    '  source 2 ProjectXV3 (uniswap-v3): 1 pools',
    '  left out: source 1 HyperSwapV3 (uniswap-v3): factory has no code.',
    '  tokens: WHYPE $40.0000, ODD (no price)',
    '  not funded: ODD 0x0000000000000000000000000000000000000002: no storage slot of balanceOf was found by probing.',
  ])
})

it('describes any other chain in one line, and names at most maxTokens tokens', () => {
  const { fork: _, ...fresh } = chain
  expect(describeChain({ chain: { ...fresh, mode: 'fresh', forkUrl: undefined } })).toHaveLength(1)
  expect(describeChain({ chain, maxTokens: 1 })).toContain('  tokens: WHYPE $40.0000, and 1 more')
})
