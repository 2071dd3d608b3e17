import { InvalidParametersError } from '@sluice/core'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** A Uniswap V4 deployment's config (a source entry's `config`), defaults filled in. */
export type UniswapV4Config = {
  /** The PoolManager: every pool of the deployment lives in it. */
  poolManager: Address
  /** Blocks per `getLogs` request in discovery. Default 10,000. */
  blockRange: number
  /** Storage slots per `extsload` call when tracking. Default 1,000. */
  slotsPerCall: number
  /**
   * Bitmap words tracked on each side of the current tick's word (a word is 256 tick spacings).
   * Default 64, as for Uniswap V3.
   */
  wordRadius: number
  /** The sandbox only: the liquidity router its `addLiquidity` uses (v4-core's `PoolModifyLiquidityTest`). */
  liquidityRouter?: Address | undefined
}

const schema = z.strictObject({
  poolManager: z.string().refine((value) => isAddress(value, { strict: false }), 'not an address'),
  blockRange: z.number().int().min(1).max(1_000_000_000).optional(),
  slotsPerCall: z.number().int().min(1).max(10_000).optional(),
  wordRadius: z.number().int().min(0).max(4096).optional(),
  liquidityRouter: z.string().refine((value) => isAddress(value, { strict: false }), 'not an address').optional(),
})

/** Checks a source entry's `config` for the uniswap-v4 plugin and fills in the defaults. */
export function parseUniswapV4Config(config: unknown): UniswapV4Config {
  const parsed = schema.safeParse(config)
  if (!parsed.success)
    throw new InvalidParametersError('Invalid uniswap-v4 source config.', {
      details: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(config)'}: ${issue.message}`).join('; '),
    })
  const { poolManager, blockRange, slotsPerCall, wordRadius, liquidityRouter } = parsed.data
  return {
    poolManager: getAddress(poolManager),
    blockRange: blockRange ?? 10_000,
    slotsPerCall: slotsPerCall ?? 1_000,
    wordRadius: wordRadius ?? 64,
    ...(liquidityRouter === undefined ? {} : { liquidityRouter: getAddress(liquidityRouter) }),
  }
}
