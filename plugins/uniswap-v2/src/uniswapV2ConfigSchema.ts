import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

/**
 * A Uniswap V2 deployment's config (a source entry's `config`): Uniswap V2 itself or a fork,
 * which differs only in addresses, init code hash and fee.
 */
export const uniswapV2ConfigSchema = z.object({
  factory: address,
  /** Keccak of the pair creation code (pair address derivation). */
  initCodeHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hash.') as z.ZodType<`0x${string}`>,
  /** Swap fee in millionths; Uniswap V2 is 3000 (0.3%). */
  fee: z.int().min(0).max(999_999).default(3000),
  /** The deployment's Router02 (not used for routing; peers and tools use it). */
  router: address.optional(),
  /** `logs`: `PairCreated` logs from the source's deploy block; `enumeration`: the factory's `allPairs`. */
  discovery: z.enum(['logs', 'enumeration']).default('logs'),
  /** Calls per Multicall3 batch. */
  batchSize: z.int().positive().optional(),
})

export type UniswapV2PluginConfig = z.output<typeof uniswapV2ConfigSchema>
