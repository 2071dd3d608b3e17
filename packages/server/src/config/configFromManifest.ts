import { directDexConfigFromManifest } from '@sluice/plugin-aggregator-direct-dex'
import type { SandboxManifest } from '@sluice/sandbox'
import { type ServerConfig, serverConfigSchema } from './serverConfigSchema.js'

export type ConfigFromManifestParameters = {
  manifest: SandboxManifest
  port: number
  /** Where to listen. Default `127.0.0.1`: a sandbox's funded accounts are for this machine only. */
  host?: string | undefined
  keysFile?: string | undefined
}

/**
 * The embedded default config: every chain of a sandbox, its fixture tokens and sources; the meta
 * aggregator offers this engine (`sluice`) and the DEXes' own routers (`direct-dex`), when any
 * source has them.
 */
export function configFromManifest({ manifest, port, host = '127.0.0.1', keysFile }: ConfigFromManifestParameters): ServerConfig {
  const directDex = directDexConfigFromManifest({ manifest })
  return serverConfigSchema.parse({
    port,
    host,
    keysFile,
    // A fork whose sources have no DEX routers (e.g. of HyperEVM) offers this engine alone.
    meta: { aggregators: directDex.deployments.length > 0 ? [{ plugin: 'direct-dex', config: directDex }] : [] },
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
