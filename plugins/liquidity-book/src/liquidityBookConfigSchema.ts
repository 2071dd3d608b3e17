import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

/** A Liquidity Book deployment's config (a source entry's `config`): Trader Joe's v2.2 `LBFactory` or a fork's. */
export const liquidityBookConfigSchema = z.object({
  /** The `LBFactory`: its `LBPairCreated` logs name the pairs. */
  factory: address,
  /** The deployment's `LBRouter` (not used for routing; peers and tools use it). */
  router: address.optional(),
  /**
   * Bins read on each side of a pair's active bin (`getBin`, one call each): a swap that would go
   * past them while the pair has liquidity there is refused rather than guessed.
   */
  binWindow: z.int().min(1).max(5_000).default(50),
  /** Calls per Multicall3 batch. */
  batchSize: z.int().positive().default(500),
})

export type LiquidityBookPluginConfig = z.output<typeof liquidityBookConfigSchema>
