import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** The keys file: `{ version: 1, keys: ApiKeyEntry[] }` (hashes only, never keys). */
export const keysFileSchema = z.object({
  version: z.literal(1),
  keys: z.array(
    z.object({
      hash: z.string().regex(/^(sha256:[0-9a-f]{64}|scrypt:[0-9a-f]+:[0-9a-f]+)$/),
      prefix: z.string().regex(/^sluice_[0-9a-f]{8}$/),
      partnerId: z
        .int()
        .min(0)
        .max(2 ** 31 - 1),
      feeRecipient: z
        .string()
        .refine((value) => isAddress(value, { strict: false }))
        .transform((value) => getAddress(value)),
      createdAt: z.string(),
    }),
  ),
})
