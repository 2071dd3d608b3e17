import { type AggregatorPlugin, parseWithSchema } from '@sluice/core'
import { createSluiceRemoteAggregator, routersSchema } from '@sluice/plugin-aggregator-sluice-remote'
import { z } from 'zod'

export const kyoConfigSchema = z
  .object({
    /** KYO.ag's API base URL (no chain segment). */
    baseUrl: z.url(),
    /** Sent as `Authorization: Bearer <apiKey>`; optional (a key raises KYO.ag's rate limits). */
    apiKey: z.string().min(1).optional(),
    chains: z.array(z.int().min(1)).min(1).default([999, 1868]),
    /**
     * KYO.ag's router per chain ID, as KYO.ag publishes it (one for every chain): the only contract
     * its transactions may go to and be approved for.
     */
    routers: routersSchema,
  })
  .refine((config) => config.chains.every((chainId) => config.routers[chainId] !== undefined), {
    message: 'Every chain needs its router in routers.',
    path: ['routers'],
  })

export type KyoConfig = z.output<typeof kyoConfigSchema>

/**
 * `kyo`: KYO.ag, whose aggregator API has the same shape as Sluice's (`/{chainId}/v1/quote`,
 * `/{chainId}/v1/swap`), so the Sluice client speaks to it. Off unless configured.
 */
export const kyoAggregatorPlugin: AggregatorPlugin<KyoConfig> = {
  name: 'kyo',
  parseConfig: (config) => parseWithSchema({ schema: kyoConfigSchema, value: config, what: 'kyo aggregator config' }),
  createAdapter: ({ config }) => createSluiceRemoteAggregator({ ...config, name: 'kyo' }),
}
