import { type AggregatorPlugin, parseWithSchema } from '@sluice/core'
import { getAddress } from 'viem'
import { z } from 'zod'
import { createSluiceRemoteAggregator } from './createSluiceRemoteAggregator.js'

/** Addresses per chain ID (`{ "999": "0x…" }`), read with numeric keys. */
export const routersSchema = z
  .record(z.string().regex(/^[0-9]+$/), z.string().regex(/^0x[0-9a-fA-F]{40}$/))
  .transform((routers) => Object.fromEntries(Object.entries(routers).map(([chainId, router]) => [Number(chainId), getAddress(router)])))

/** Every chain of `chains` has its router in `routers`. */
const everyChainHasRouter = (config: { chains: readonly number[]; routers: Record<number, string> }) =>
  config.chains.every((chainId) => config.routers[chainId] !== undefined)

export const sluiceRemoteConfigSchema = z
  .object({
    /** The other server's base URL (no chain segment). */
    baseUrl: z.url(),
    apiKey: z.string().min(1).optional(),
    /** Chains to ask it about. */
    chains: z.array(z.int().min(1)).min(1),
    /**
     * The Sluice router its swaps call, per chain ID, as its operator publishes it (one for every
     * chain): the only contract its transactions may go to and be approved for.
     */
    routers: routersSchema,
  })
  .refine(everyChainHasRouter, { message: 'Every chain needs its router in routers.', path: ['routers'] })

export type SluiceRemoteConfig = z.output<typeof sluiceRemoteConfigSchema>

/** `sluice-remote`: another Sluice server by URL. */
export const sluiceRemoteAggregatorPlugin: AggregatorPlugin<SluiceRemoteConfig> = {
  name: 'sluice-remote',
  parseConfig: (config) => parseWithSchema({ schema: sluiceRemoteConfigSchema, value: config, what: 'sluice-remote aggregator config' }),
  createAdapter: ({ config }) => createSluiceRemoteAggregator(config),
}
