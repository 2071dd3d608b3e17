import { type AggregatorPlugin, InvalidParametersError } from '@sluice/core'
import { z } from 'zod'
import { createDirectDexAggregator } from './createDirectDexAggregator.js'
import { type DirectDexConfig, directDexConfigSchema } from './directDexConfigSchema.js'

/** `direct-dex`: the best single-DEX route through the DEX's own quoter and router. */
export const directDexAggregatorPlugin: AggregatorPlugin<DirectDexConfig> = {
  name: 'direct-dex',
  parseConfig(config) {
    const result = directDexConfigSchema.safeParse(config)
    if (!result.success) throw new InvalidParametersError('Invalid direct-dex aggregator config.', { details: z.prettifyError(result.error) })
    return result.data
  },
  createAdapter: ({ config, chains }) => createDirectDexAggregator({ config, chains }),
}
