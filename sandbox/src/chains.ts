import type { Address } from 'viem'

export type SandboxChain = {
  chainId: number
  name: string
  nativeSymbol: string
  /** The wrapped native token's canonical address on the real chain (WETH9 code is placed there). */
  wrappedNative: { address: Address; symbol: string; name: string }
  /** Default port of `sandbox up`. */
  defaultPort: number
  /** Environment variable that gives a fork URL. */
  forkUrlEnv: string
}

export const sandboxChains: readonly SandboxChain[] = [
  {
    chainId: 999,
    name: 'HyperEVM',
    nativeSymbol: 'HYPE',
    wrappedNative: { address: '0x5555555555555555555555555555555555555555', symbol: 'WHYPE', name: 'Wrapped HYPE' },
    defaultPort: 8545,
    forkUrlEnv: 'SLUICE_FORK_URL_999',
  },
  {
    chainId: 1868,
    name: 'Soneium',
    nativeSymbol: 'ETH',
    wrappedNative: { address: '0x4200000000000000000000000000000000000006', symbol: 'WETH', name: 'Wrapped Ether' },
    defaultPort: 8546,
    forkUrlEnv: 'SLUICE_FORK_URL_1868',
  },
]

/** Multicall3's canonical address, the same on every chain. */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11' as const satisfies Address
