import { parseWithSchema } from '@sluice/core'
import { type Address, getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod'

/** Keccak of the official Algebra Integral 1.2 pool creation code (`POOL_INIT_CODE_HASH`). */
export const ALGEBRA_INTEGRAL_INIT_CODE_HASH = '0x62441ebe4e4315cf3d49d5957f94d66b253dbabe7006f34ad7f70947e60bf15c' as const satisfies Hex

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

/** The schema of a source's `config`; its output is JSON-safe (it goes into the sandbox manifest). */
const algebraIntegralConfigSchema = z.strictObject({
  factory: address,
  poolDeployer: address,
  initCodeHash: (z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hash.') as z.ZodType<Hex>).default(ALGEBRA_INTEGRAL_INIT_CODE_HASH),
  quoter: address.optional(),
  swapRouter: address.optional(),
  positionManager: address.optional(),
  customPoolDeployers: z.array(address).default([]),
  blockRange: z
    .union([z.number(), z.string().regex(/^\d+$/, 'Expected a decimal integer.').transform(Number)])
    .pipe(z.number().int().positive())
    .default(10_000),
  batchSize: z.number().int().positive().default(16_384),
})

/** One Algebra Integral deployment (Algebra itself or a fork) on one chain: a source's `config`. */
export type AlgebraIntegralConfig = {
  factory: Address
  /** The pool deployer: pools are CREATE2 children of it, not of the factory. */
  poolDeployer: Address
  /** Keccak of the pool creation code; default the official 1.2 pool's. Forks set their own. */
  initCodeHash: Hex
  /** The deployment's QuoterV2, SwapRouter and NonfungiblePositionManager, where known (tests, sandbox). */
  quoter?: Address | undefined
  swapRouter?: Address | undefined
  positionManager?: Address | undefined
  /**
   * Custom pool deployers whose pools are routed through. Custom pools run arbitrary plugins, so
   * none is by default.
   */
  customPoolDeployers: readonly Address[]
  /** Blocks per step of discovery (the chain's log reader splits each into requests within its `maxLogRange`). Default 10,000. */
  blockRange: number
  /** Bytes of calldata per Multicall3 request. Default 16,384. */
  batchSize: number
}

/** Checks a source's `config` and fills in the defaults; throws `InvalidConfigError` naming `what`. */
export function parseAlgebraIntegralConfig(config: unknown, what = 'an Algebra Integral source config'): AlgebraIntegralConfig {
  return parseWithSchema({ schema: algebraIntegralConfigSchema, value: config, what })
}
