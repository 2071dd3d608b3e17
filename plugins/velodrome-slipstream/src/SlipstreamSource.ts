import type { Address } from 'viem'
import type { SlipstreamPluginConfig } from './slipstreamConfigSchema.js'

/** One Slipstream deployment on one chain, as the adapter's jobs see it: the source entry, its chain and its config. */
export type SlipstreamSource = SlipstreamPluginConfig & {
  /** Append-only source ID. */
  id: number
  name: string
  description: string
  chainId: number
  multicall3: Address
  /** Sluice's executor for this DEX type (what `encode` targets). */
  executor: Address | undefined
  /** Block the factory was deployed at: discovery starts there. */
  fromBlock: bigint
}
