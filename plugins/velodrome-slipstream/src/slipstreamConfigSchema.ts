import { getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

/**
 * A Slipstream deployment's config (a source entry's `config`): Velodrome's or Aerodrome's
 * concentrated-liquidity pools, or a fork of them. Pools are keyed by tick spacing, not fee.
 */
export const slipstreamConfigSchema = z
  .object({
    /** The `CLFactory`. */
    factory: address,
    /**
     * The factory's `poolImplementation()`: every pool is an EIP-1167 clone of it at the CREATE2
     * address of salt `keccak256(abi.encode(token0, token1, tickSpacing))`, checked for each pool found.
     * A fork whose implementation's address is published nowhere gives `poolInitCodeHash` instead.
     */
    poolImplementation: address.optional(),
    /** Keccak of the clones' creation code (as 0x Settler publishes it): the derivation without `poolImplementation`. */
    poolInitCodeHash: (z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hash.') as z.ZodType<Hex>).optional(),
    /** Tick spacings served; pools of other spacings are not discovered. Absent: all. */
    tickSpacings: z.array(z.int().min(1).max(16_383)).min(1).optional(),
    /** The deployment's NonfungiblePositionManager, when it has one (zap and rebalance). */
    positionManager: address.optional(),
    /** The deployment's QuoterV2, when it has one (tools and tests; quotes do not use it). */
    quoter: address.optional(),
    /** Bitmap words tracked on each side of the current tick's word (a word is 256 tick spacings). */
    wordRadius: z.int().min(0).default(64),
    /** Blocks per step of discovery (the chain's log reader splits each into requests within its `maxLogRange`). */
    blockRange: z.int().positive().default(10_000),
    /** Bytes of calldata per Multicall3 request. */
    batchSize: z.int().positive().default(16_384),
  })
  .refine((config) => config.poolImplementation !== undefined || config.poolInitCodeHash !== undefined, {
    message: 'Give poolImplementation or poolInitCodeHash.',
    path: ['poolImplementation'],
  })

export type SlipstreamPluginConfig = z.output<typeof slipstreamConfigSchema>
