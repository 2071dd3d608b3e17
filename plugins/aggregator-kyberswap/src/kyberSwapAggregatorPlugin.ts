import { type AggregatorPlugin, parseWithSchema } from '@sluice/core'
import { z } from 'zod'
import { createKyberSwapAggregator } from './createKyberSwapAggregator.js'

export const kyberSwapConfigSchema = z.object({
  /** The API's base URL, e.g. KyberSwap's public aggregator API host. */
  baseUrl: z.url(),
  clientId: z.string().min(1).optional(),
  /** KyberSwap's chain names by chain ID; check them against KyberSwap's list of chains. */
  chainSlugs: z.record(z.string().regex(/^[0-9]+$/), z.string().regex(/^[a-z0-9-]+$/)).default({ '999': 'hyperevm', '1868': 'soneium' }),
  /** KyberSwap's router per chain ID where it is not at the address KyberSwap uses on every chain. */
  routers: z
    .record(z.string().regex(/^[0-9]+$/), z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]{40}$/)], 'Expected a 0x-prefixed 20-byte hex address.'))
    .default({}),
  deadlineSeconds: z.int().positive().default(600),
})

export type KyberSwapConfig = z.output<typeof kyberSwapConfigSchema>

/** `kyberswap`: the KyberSwap Aggregator API. Off unless configured. */
export const kyberSwapAggregatorPlugin: AggregatorPlugin<KyberSwapConfig> = {
  name: 'kyberswap',
  parseConfig: (config) => parseWithSchema({ schema: kyberSwapConfigSchema, value: config, what: 'kyberswap aggregator config' }),
  createAdapter: ({ config }) =>
    createKyberSwapAggregator({
      ...config,
      chainSlugs: Object.fromEntries(Object.entries(config.chainSlugs).map(([id, slug]) => [Number(id), slug])),
      routers: Object.fromEntries(Object.entries(config.routers).map(([id, router]) => [Number(id), router])),
    }),
}
