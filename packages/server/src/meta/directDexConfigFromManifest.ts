import type { SandboxManifest } from '@sluice/sandbox'

export type DirectDexConfigFromManifestParameters = {
  manifest: SandboxManifest
}

/**
 * The `direct-dex` aggregator's config for a sandbox: every Uniswap V2/V3 deployment of the
 * manifest with its factory, router and quoter. (The only place that reads these manifest fields
 * for the meta aggregator.)
 */
export function directDexConfigFromManifest({ manifest }: DirectDexConfigFromManifestParameters) {
  return {
    deployments: manifest.chains.flatMap((chain) =>
      chain.sources
        .filter((source) => source.kind === 'uniswap-v2' || (source.kind === 'uniswap-v3' && source.quoter !== undefined))
        .map((source) => ({
          chainId: chain.chainId,
          name: source.name,
          kind: source.kind,
          factory: source.factory,
          router: source.router,
          quoter: source.quoter,
          feeTiers: source.feeTiers?.map((tier) => tier.fee),
        })),
    ),
  }
}
