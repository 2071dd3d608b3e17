import { defaultAggregatorPlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import type { Sandbox } from '@sluice/sandbox'
import { type AggregatorEntry, configFromManifest, type ServerConfig, startServer } from '@sluice/server'
import { pino } from 'pino'

export type StartMetaServerParameters = {
  sandbox: Sandbox
  /** Added to the sandbox config's aggregators (`direct-dex`; `sluice` is built in). */
  aggregators?: AggregatorEntry[]
  meta?: Partial<ServerConfig['meta']>
  limits?: Partial<ServerConfig['limits']>
  keysFile?: string
  redisUrl?: string
}

/** The real server over the sandbox's chains on a free loopback port, with the meta aggregator on. */
export async function startMetaServer({ sandbox, aggregators = [], meta = {}, limits = {}, keysFile, redisUrl }: StartMetaServerParameters) {
  const config = configFromManifest({ manifest: sandbox.manifest, port: 0, keysFile })
  return startServer({
    config: {
      ...config,
      host: '127.0.0.1',
      limits: { apiPerMinute: 100_000, infoPerMinute: 100_000, metaPerMinute: 100_000, keyMultiplier: 1, ...limits },
      meta: { ...config.meta, ...meta, aggregators: [...config.meta.aggregators, ...aggregators] },
    },
    plugins: defaultSourcePlugins,
    aggregatorPlugins: defaultAggregatorPlugins,
    redisUrl,
    logger: pino({ level: 'silent' }),
  })
}
