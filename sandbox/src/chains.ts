import { type KnownChain, knownChains } from '@sluice/core'
import type { Address } from 'viem'
import { SandboxError } from './errors.js'
import { sandboxChainPorts } from './sandboxChainPorts.js'

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

const toSandboxChain = (chain: KnownChain): SandboxChain => {
  const ports = sandboxChainPorts.find((entry) => entry.chainId === chain.chainId)
  if (!ports) throw new SandboxError(`The sandbox has no port for known chain ${chain.chainId}.`)
  const { address, symbol, name } = chain.wrappedNative
  return {
    chainId: chain.chainId,
    name: chain.name,
    nativeSymbol: chain.nativeSymbol,
    wrappedNative: { address, symbol, name },
    defaultPort: ports.defaultPort,
    forkUrlEnv: ports.forkUrlEnv,
    stableTokens: chain.stableTokens.map((token) => token.address),
    blockGasLimit: chain.blockGasLimit === undefined ? undefined : BigInt(chain.blockGasLimit.gas),
  }
}

/** The sandbox's chains: the known chains of `@sluice/core` (facts cited there), with the sandbox's own port and fork variable. */
export const sandboxChains: readonly SandboxChain[] = knownChains.map(toSandboxChain)
