import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hash.') as z.ZodType<`0x${string}`>

/**
 * A Solidly V1 deployment's config (a source entry's `config`): Velodrome V1, Solidly's
 * `BaseV1Factory` or a fork (KittenSwap, …), which differ in addresses, pair code and fees.
 */
export const solidlyV1ConfigSchema = z.object({
  factory: address,
  /**
   * The hash of the pair's creation code, as the factory's `pairCodeHash()` returns it: a pair's
   * address is CREATE2 from the factory with salt `keccak256(abi.encodePacked(token0, token1,
   * stable))`, checked for every pair found.
   */
  pairCodeHash: hash,
  /** The factory's fees in basis points (Velodrome V1's constructor: 2 and 2): a pair's nominal fee. The quoted fee is the factory's `getFee(stable)`, read with the pair's state. */
  fees: z.object({ stable: z.int().min(0).max(10_000), volatile: z.int().min(0).max(10_000) }).default({ stable: 2, volatile: 2 }),
  /** The deployment's router (not used for routing; peers and tools use it). */
  router: address.optional(),
  /** `logs`: `PairCreated` logs from the source's deploy block; `enumeration`: the factory's `allPairs`. */
  discovery: z.enum(['logs', 'enumeration']).default('logs'),
  /** Calls per Multicall3 batch. */
  batchSize: z.int().positive().default(500),
})

export type SolidlyV1PluginConfig = z.output<typeof solidlyV1ConfigSchema>
