import { type AggregatorPlugin, parseWithSchema } from '@sluice/core'
import { z } from 'zod'
import { createSluiceRemoteAggregator } from './createSluiceRemoteAggregator.js'

export const sluiceRemoteConfigSchema = z.object({
  /** The other server's base URL (no chain segment). */
  baseUrl: z.url(),
  apiKey: z.string().min(1).optional(),
  /** Chains to ask it about. */
  chains: z.array(z.int().min(1)).min(1),
})

export type SluiceRemoteConfig = z.output<typeof sluiceRemoteConfigSchema>

/** `sluice-remote`: another Sluice server by URL. */
export const sluiceRemoteAggregatorPlugin: AggregatorPlugin<SluiceRemoteConfig> = {
  name: 'sluice-remote',
  parseConfig: (config) => parseWithSchema({ schema: sluiceRemoteConfigSchema, value: config, what: 'sluice-remote aggregator config' }),
  createAdapter: ({ config }) => createSluiceRemoteAggregator(config),
}
