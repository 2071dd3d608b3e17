import type { Address } from 'viem'
import type { AlgebraIntegralConfig } from './parseAlgebraIntegralConfig.js'

/** A source's config with what the plugin knows of its entry and chain: what the adapter's parts read. */
export type AlgebraIntegralSourceContext = Omit<AlgebraIntegralConfig, 'blockRange'> & {
  /** Blocks per step of discovery (the chain's log reader splits each into requests within its `maxLogRange`). */
  blockRange: bigint
  /** The source ID. */
  id: number
  chainId: number
  multicall3: Address
  /** Block the factory was deployed at: discovery starts there. */
  fromBlock: bigint
  /** Sluice's Algebra Integral executor (what `encode` targets). */
  executor?: Address | undefined
}
