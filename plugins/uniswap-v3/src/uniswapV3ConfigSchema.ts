import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { UNISWAP_V3_FEE_TIERS } from './resolveUniswapV3Config.js'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

const unixSeconds = z.union([z.string().regex(/^[0-9]+$/), z.int().min(0)]).transform((value) => BigInt(value))

/**
 * A Uniswap V3 deployment's config (a source entry's `config`): Uniswap V3 itself or a fork.
 * Forks differ in addresses, init code hash, fee tiers and the name of the swap callback their
 * pools call (`hyperswapV3SwapCallback`, ...): Sluice's router accepts any callback name from
 * the pool of the step in progress, so a fork needs no other code.
 */
export const uniswapV3ConfigSchema = z.object({
  factory: address,
  /** Keccak of the pool creation code (pool address derivation). */
  initCodeHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hash.') as z.ZodType<`0x${string}`>,
  /** Enabled fee tiers (millionths) and their tick spacing; pools of other tiers are not discovered. */
  feeTiers: z
    .array(z.object({ fee: z.int().min(0).max(999_999), tickSpacing: z.int().min(1).max(16_383) }))
    .min(1)
    .default(UNISWAP_V3_FEE_TIERS.map((tier) => ({ ...tier }))),
  /** The swap callback the pools call; informational (the router accepts any name). */
  swapCallback: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .default('uniswapV3SwapCallback'),
  /** The deployment's QuoterV2, SwapRouter and NonfungiblePositionManager, when it has them. */
  quoter: address.optional(),
  swapRouter: address.optional(),
  positionManager: address.optional(),
  /** Uniswap's v3-staker of the deployment and the incentives zaps and rebalances may stake in (`stake: true`). */
  staking: z
    .object({
      staker: address,
      incentives: z.array(
        z.object({
          rewardToken: address,
          pool: address,
          /** Unix seconds, as the incentive key has them (decimal strings or integers). */
          startTime: unixSeconds,
          endTime: unixSeconds,
          refundee: address,
        }),
      ),
    })
    .optional(),
  /** Bitmap words tracked on each side of the current tick's word (see the plugin README). */
  wordRadius: z.int().min(0).optional(),
  /** Blocks per step of discovery (the chain's log reader splits each into requests within its `maxLogRange`). */
  blockRange: z.int().positive().optional(),
  /** Bytes of calldata per Multicall3 request. */
  batchSize: z.int().positive().optional(),
})

export type UniswapV3PluginConfig = z.output<typeof uniswapV3ConfigSchema>
