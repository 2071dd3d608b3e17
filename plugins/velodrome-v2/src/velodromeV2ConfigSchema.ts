import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hash.') as z.ZodType<`0x${string}`>

/**
 * A Velodrome V2 deployment's config (a source entry's `config`): Velodrome V2 itself or a
 * ve(3,3) fork (Aerodrome, KittenSwap, …), which differ in addresses, pool address derivation
 * and fees.
 */
export const velodromeV2ConfigSchema = z.object({
  factory: address,
  /**
   * How a pool's address derives from its tokens and `stable` (salt `keccak256(token0, token1,
   * stable)`), checked for every pool found: `clone` for Velodrome V2 and Aerodrome (EIP-1167
   * clones of `implementation`), `create2` for forks that deploy the pool's creation code
   * (`initCodeHash`).
   */
  poolAddress: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('clone'), implementation: address }),
    z.object({ mode: z.literal('create2'), initCodeHash: hash }),
  ]),
  /** The factory's default fees in basis points (Velodrome V2: 5 stable, 30 volatile): a pool's nominal fee. The quoted fee is the factory's `getFee` for the pool, read with its state. */
  fees: z.object({ stable: z.int().min(0).max(10_000), volatile: z.int().min(0).max(10_000) }).default({ stable: 5, volatile: 30 }),
  /** The deployment's router (not used for routing; peers and tools use it). */
  router: address.optional(),
  /** `logs`: `PoolCreated` logs from the source's deploy block; `enumeration`: the factory's `allPools`. */
  discovery: z.enum(['logs', 'enumeration']).default('logs'),
  /** Calls per Multicall3 batch. */
  batchSize: z.int().positive().default(500),
})

export type VelodromeV2PluginConfig = z.output<typeof velodromeV2ConfigSchema>
