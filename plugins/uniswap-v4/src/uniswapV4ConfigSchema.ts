import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value): Address => getAddress(value))

/**
 * A Uniswap V4 deployment's config (a source entry's `config`): its PoolManager, and how to read
 * it. Unknown fields are refused, so a misspelt field fails at start-up instead of being ignored.
 */
export const uniswapV4ConfigSchema = z.strictObject({
  /** The PoolManager: every pool of the deployment lives in it. */
  poolManager: address,
  /** Blocks per step of discovery (the chain's log reader splits each into requests within its `maxLogRange`). */
  blockRange: z.int().min(1).max(1_000_000_000).default(10_000),
  /** Storage slots per `extsload` call when tracking. */
  slotsPerCall: z.int().min(1).max(10_000).default(1_000),
  /** Bitmap words tracked on each side of the current tick's word (a word is 256 tick spacings). */
  wordRadius: z.int().min(0).max(4096).default(64),
  /** The sandbox only: the liquidity router its `addLiquidity` uses (v4-core's `PoolModifyLiquidityTest`). */
  liquidityRouter: address.optional(),
})

/** A Uniswap V4 deployment's config, defaults filled in. */
export type UniswapV4Config = z.output<typeof uniswapV4ConfigSchema>
