import { defaultAggregatorPlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import type { SandboxManifest } from '@sluice/sandbox'
import { type AggregatorEntry, type ChainConfig, configFromManifest, type ServerConfig, type ServerRole, startServer } from '@sluice/server'
import { type Logger, pino } from 'pino'

export type StartSandboxServerParameters = {
  /** The sandbox's manifest (or a changed copy of it). */
  manifest: SandboxManifest
  /** Added to the sandbox config's aggregators (`direct-dex`; `sluice` is built in). */
  aggregators?: AggregatorEntry[] | undefined
  meta?: Partial<ServerConfig['meta']> | undefined
  /** Over the tests' default: budgets no test reaches. */
  limits?: Partial<ServerConfig['limits']> | undefined
  /**
   * Changes each chain's config (e.g. another RPC URL). Before it runs, each chain gets node
   * timeouts above the defaults (`rpcTimeoutMs` 15 s, `headTimeoutMs` 5 s): the suite's Anvils share
   * a busy machine, where a head read can take longer than the 500 ms after which the server treats a
   * node as hanging (tests of hanging nodes set their own).
   */
  chains?: ((chain: ChainConfig) => ChainConfig) | undefined
  keysFile?: string | undefined
  redisUrl?: string | undefined
  /** `single` (default), `follower` or `replica` (then `redisUrl` is needed). */
  role?: ServerRole | undefined
  /** Over the config's feed settings (scaling out). */
  feed?: Partial<ServerConfig['feed']> | undefined
  /** Default: silent. */
  logger?: Logger | undefined
}

/** The real server, as `sluice start` builds it, over the sandbox's chains on a free loopback port. */
export async function startSandboxServer({
  manifest,
  aggregators = [],
  meta = {},
  limits = {},
  chains = (chain) => chain,
  keysFile,
  redisUrl,
  role,
  feed = {},
  logger = pino({ level: 'silent' }),
}: StartSandboxServerParameters) {
  const config = configFromManifest({ manifest, port: 0, keysFile })
  return startServer({
    config: {
      ...config,
      host: '127.0.0.1',
      limits: { apiPerMinute: 100_000, infoPerMinute: 100_000, metaPerMinute: 100_000, keyMultiplier: 1, ...limits },
      meta: { ...config.meta, ...meta, aggregators: [...config.meta.aggregators, ...aggregators] },
      chains: config.chains.map((chain) => chains({ ...chain, rpcTimeoutMs: 15_000, headTimeoutMs: 5_000 })),
      feed: { ...config.feed, ...feed },
    },
    plugins: defaultSourcePlugins,
    aggregatorPlugins: defaultAggregatorPlugins,
    redisUrl,
    role,
    logger,
  })
}
