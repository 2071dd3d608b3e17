import { type KnownChain, knownChains } from '@sluice/core'
import type { Address } from 'viem'
import { SandboxError } from './errors.js'

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
  /** The real chain's stable tokens (taken as 1 USD): on a fork, the roots of the tokens' prices. */
  stableTokens: readonly Address[]
  /**
   * The most gas the real chain's ordinary blocks hold (`knownChains`' `blockGasLimit`, cited
   * there): the sandbox's chain runs with it once its world is deployed. Absent: Anvil's own.
   */
  blockGasLimit?: bigint | undefined
}

/** What the sandbox adds to a known chain: where `sandbox up` listens and where a fork URL comes from. */
const sandboxAdditions: Readonly<Record<number, Pick<SandboxChain, 'defaultPort' | 'forkUrlEnv'>>> = {
  999: { defaultPort: 8545, forkUrlEnv: 'SLUICE_FORK_URL_999' },
  1868: { defaultPort: 8546, forkUrlEnv: 'SLUICE_FORK_URL_1868' },
}

const toSandboxChain = (chain: KnownChain): SandboxChain => {
  const additions = sandboxAdditions[chain.chainId]
  if (!additions) throw new SandboxError(`The sandbox has no port for known chain ${chain.chainId}.`)
  const { address, symbol, name } = chain.wrappedNative
  return {
    chainId: chain.chainId,
    name: chain.name,
    nativeSymbol: chain.nativeSymbol,
    wrappedNative: { address, symbol, name },
    ...additions,
    stableTokens: chain.stableTokens.map((token) => token.address),
    blockGasLimit: chain.blockGasLimit === undefined ? undefined : BigInt(chain.blockGasLimit.gas),
  }
}

/** The sandbox's chains: the known chains of `@sluice/core` (facts cited there), with the sandbox's own port and fork variable. */
export const sandboxChains: readonly SandboxChain[] = knownChains.map(toSandboxChain)
