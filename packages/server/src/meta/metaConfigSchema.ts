import { z } from 'zod'

/** One aggregator of the meta aggregator: a plugin by name, and that plugin's own config. */
export const aggregatorEntrySchema = z.object({
  /** The plugin's name, e.g. `direct-dex`, `sluice-remote`, `kyberswap`, `0x`, `kyo`. */
  plugin: z.string().min(1),
  /** The name clients use in `?aggregator=`; default: the plugin's name. */
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Lower-case letters, digits and dashes, at most 40.')
    .optional(),
  /** Checked by the plugin. */
  config: z.unknown().optional(),
})

/** The meta aggregator's section of the server config (`meta`). */
export const metaConfigSchema = z
  .object({
    /** Serve `/competitions`, `/quotes` and `/swap`. */
    enabled: z.boolean().default(true),
    /** Seconds a competition accepts requests after it is created (its `expiresAt`). */
    ttlSeconds: z.int().positive().max(86_400).default(300),
    /** Seconds an expired competition is still known (answering 410); afterwards it is unknown (404). */
    expiredRetentionSeconds: z.int().positive().default(86_400),
    /** Most competitions kept (in memory, or in Redis across the instances); past it, new ones answer 503 until one expires. */
    maxCompetitions: z.int().positive().default(10_000),
    /**
     * Of `maxCompetitions`, how many only clients with an API key may take, so that anonymous
     * clients cannot lock key holders out. Default a quarter of `maxCompetitions`.
     */
    reservedForKeys: z.int().min(0).optional(),
    /** Most open competitions one address (IPv6: one /64) holds without a key. Default 1% of `maxCompetitions` (at least 1). */
    maxCompetitionsPerAddress: z.int().positive().optional(),
    /** Most bytes of competitions and their quotes (as JSON) kept, in memory or in Redis. */
    maxStoreBytes: z
      .int()
      .positive()
      .default(64 * 1024 * 1024),
    /** How long one aggregator may take to quote or to build a swap, in milliseconds. */
    requestTimeoutMs: z.int().positive().default(5_000),
    /** Offer this server's own engine as the aggregator `sluice`. */
    includeSelf: z.boolean().default(true),
    aggregators: z.array(aggregatorEntrySchema).default([]),
  })
  .refine((meta) => meta.reservedForKeys === undefined || meta.reservedForKeys < meta.maxCompetitions, {
    message: 'reservedForKeys must be below maxCompetitions (anonymous clients need some room).',
    path: ['reservedForKeys'],
  })
  .prefault({})

export type MetaConfig = z.output<typeof metaConfigSchema>
export type AggregatorEntry = z.output<typeof aggregatorEntrySchema>
