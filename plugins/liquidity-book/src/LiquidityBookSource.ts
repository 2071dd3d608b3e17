import type { Address } from 'viem'
import type { LiquidityBookPluginConfig } from './liquidityBookConfigSchema.js'

/** One Liquidity Book deployment as the adapter's parts see it: its config and where it lives. */
export type LiquidityBookSource = {
  /** Append-only source ID. */
  id: number
  /** Block the factory was deployed at: log discovery starts there. */
  deployBlock: bigint
  multicall3: Address
  config: LiquidityBookPluginConfig
}
