import type { Address } from 'viem'
import type { VelodromeV2PluginConfig } from './velodromeV2ConfigSchema.js'

/** One Velodrome V2 deployment as the adapter's parts see it: its config and where it lives. */
export type VelodromeV2Source = {
  /** Append-only source ID. */
  id: number
  /** Block the factory was deployed at: log discovery starts there. */
  deployBlock: bigint
  multicall3: Address
  config: VelodromeV2PluginConfig
}
