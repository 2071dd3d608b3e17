import { type AggregatorPlugin, parseWithSchema } from '@sluice/core'
import { getAddress } from 'viem'
import { z } from 'zod'
import { createZeroExAggregator } from './createZeroExAggregator.js'

export const zeroExConfigSchema = z.object({
  /** The API's base URL, e.g. 0x's public API host. */
  baseUrl: z.url(),
  apiKey: z.string().min(1),
  chains: z.array(z.int().min(1)).min(1).default([999, 1868]),
  /** 0x's AllowanceHolder per chain ID where it is not at the address 0x uses on Cancun chains. */
  allowanceHolders: z.record(z.string().regex(/^[0-9]+$/), z.string().regex(/^0x[0-9a-fA-F]{40}$/)).default({}),
})

export type ZeroExConfig = z.output<typeof zeroExConfigSchema>

/** `0x`: the 0x Swap API v2. Off unless configured with an API key. */
export const zeroExAggregatorPlugin: AggregatorPlugin<ZeroExConfig> = {
  name: '0x',
  parseConfig: (config) => parseWithSchema({ schema: zeroExConfigSchema, value: config, what: '0x aggregator config' }),
  createAdapter: ({ config }) =>
    createZeroExAggregator({
      ...config,
      allowanceHolders: Object.fromEntries(Object.entries(config.allowanceHolders).map(([id, holder]) => [Number(id), getAddress(holder)])),
    }),
}
