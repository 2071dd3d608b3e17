import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

/**
 * A example-dex source's `config` (the part of a source entry only this plugin reads). The skeleton
 * lists its pools; a real DEX type usually names a factory and discovers them.
 */
export const exampleDexConfigSchema = z.object({
  pools: z.array(z.object({ address, token0: address, token1: address })).min(1),
  /** The factory that created the pools, where the sandbox part deployed one; the adapter does not read it. */
  factory: address.optional(),
  /** Swap fee in millionths (3000 = 0.3%). */
  fee: z.int().min(0).max(999_999).default(3000),
})

export type ExampleDexPluginConfig = z.output<typeof exampleDexConfigSchema>
