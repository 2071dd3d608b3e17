import type { AggregatorPlugin } from '@sluice/core'
import { defaultAggregatorPlugins } from '@sluice/default-plugins'
import type { SandboxManifest } from '@sluice/sandbox'
import { type ServerConfig, serverConfigSchema } from './serverConfigSchema.js'

export type ConfigFromManifestParameters = {
  manifest: SandboxManifest
  port: number
  /** Where to listen. Default `127.0.0.1`: a sandbox's funded accounts are for this machine only. */
  host?: string | undefined
  keysFile?: string | undefined
  /** The aggregator plugins whose `sandboxConfig` gives the meta aggregator's entries; default `defaultAggregatorPlugins`. */
  aggregatorPlugins?: readonly AggregatorPlugin[] | undefined
}

/**
 * The embedded default config: every chain of a sandbox, its fixture tokens and sources; the meta
 * aggregator offers this engine (`sluice`) and each aggregator plugin that has a config for the
 * sandbox (its `sandboxConfig`, e.g. `direct-dex` when a source has the DEX's own routers).
 */
export function configFromManifest({
  manifest,
  port,
  host = '127.0.0.1',
  keysFile,
  aggregatorPlugins = defaultAggregatorPlugins,
}: ConfigFromManifestParameters): ServerConfig {
  const aggregators = aggregatorPlugins.flatMap((plugin) => {
    const config = plugin.sandboxConfig?.({ chains: manifest.chains })
    return config === undefined ? [] : [{ plugin: plugin.name, config }]
  })
  return serverConfigSchema.parse({
    port,
    host,
    keysFile,
    meta: { aggregators },
    chains: manifest.chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      // Anvil serves WebSocket on its HTTP port: new blocks by subscription.
      webSocketUrl: chain.rpcUrl.replace(/^http/, 'ws'),
      nativeSymbol: chain.nativeSymbol,
      wrappedNative: chain.wrappedNative,
      multicall3: chain.multicall3,
      stableTokens: chain.tokens.filter((token) => token.fixturePriceUsd === 1).map((token) => token.address),
      sources: chain.sources,
      contracts: chain.contracts,
      bridges: chain.bridges ?? [],
      // A local chain: notice a dead node quickly.
      rpcTimeoutMs: 5_000,
      pollingIntervalMs: 500,
    })),
  })
}
