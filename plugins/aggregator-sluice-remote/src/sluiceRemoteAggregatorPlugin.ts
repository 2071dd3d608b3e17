import { type AggregatorPlugin, InvalidParametersError } from '@sluice/core'
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
  parseConfig(config) {
    const result = sluiceRemoteConfigSchema.safeParse(config)
    if (!result.success) throw new InvalidParametersError('Invalid sluice-remote aggregator config.', { details: z.prettifyError(result.error) })
    return result.data
  },
  createAdapter: ({ config }) => createSluiceRemoteAggregator(config),
}
