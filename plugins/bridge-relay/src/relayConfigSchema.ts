import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

/** One chain's Relay entry (`{ kind: 'bridge-relay', config }` in the server config). */
export const relayConfigSchema = z.object({
  /** Relay's API, e.g. `https://api.relay.link`. */
  apiUrl: z.url(),
  apiKey: z.string().optional(),
  timeoutMs: z.int().positive().default(5_000),
  /** Tokens to bridge from this chain, each to one token of a destination chain. */
  routes: z
    .array(
      z.object({
        token: address,
        symbol: z.string().min(1),
        decimals: z.int().min(0).max(36),
        destinationChainId: z.int().min(1),
        destinationToken: address,
      }),
    )
    .default([]),
})

export type RelayConfig = z.output<typeof relayConfigSchema>
