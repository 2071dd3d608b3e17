import type { Address } from 'viem'
import type { SolidlyV1PluginConfig } from './solidlyV1ConfigSchema.js'

/** One Solidly V1 deployment as the adapter's parts see it: its config and where it lives. */
export type SolidlyV1Source = {
  /** Append-only source ID. */
  id: number
  /** Block the factory was deployed at: log discovery starts there. */
  deployBlock: bigint
  multicall3: Address
  config: SolidlyV1PluginConfig
}
