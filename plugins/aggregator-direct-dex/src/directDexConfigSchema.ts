import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

/** One DEX deployment the baseline may route through. */
export const directDexDeploymentSchema = z
  .object({
    chainId: z.int().min(1),
    /** Shown nowhere but errors and logs; default `<kind> <router>`. */
    name: z.string().min(1).optional(),
    kind: z.enum(['uniswap-v2', 'uniswap-v3']),
    factory: address,
    /** V2: Router02; V3: SwapRouter. */
    router: address,
    /** V3: QuoterV2 (required). */
    quoter: address.optional(),
    /** V3 fee tiers to try, in millionths. */
    feeTiers: z.array(z.int().min(1).max(1_000_000)).min(1).default([100, 500, 3000, 10000]),
  })
  .refine((deployment) => deployment.kind !== 'uniswap-v3' || deployment.quoter !== undefined, {
    message: 'A uniswap-v3 deployment needs its quoter (QuoterV2).',
    path: ['quoter'],
  })

export const directDexConfigSchema = z.object({
  deployments: z.array(directDexDeploymentSchema).min(1),
  /**
   * Intermediate tokens for two-hop routes, per chain ID (e.g. `{ "999": ["0x…"] }`); default:
   * the chain's wrapped native token.
   */
  connectors: z.record(z.string().regex(/^[0-9]+$/), z.array(address)).default({}),
  /** Seconds the swap transaction stays valid. */
  deadlineSeconds: z.int().positive().default(600),
})

export type DirectDexConfig = z.output<typeof directDexConfigSchema>
export type DirectDexDeployment = z.output<typeof directDexDeploymentSchema>
