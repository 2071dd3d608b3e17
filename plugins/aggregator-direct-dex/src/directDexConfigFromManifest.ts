import { z } from 'zod'

export type DirectDexConfigFromManifestParameters = {
  /** A sandbox manifest (or any list of chains with source entries). */
  manifest: { chains: readonly { chainId: number; sources: readonly { name: string; kind: string; config: unknown }[] }[] }
}

/** The fields of a Uniswap V2/V3 source's plugin config that the baseline needs (the rest is ignored). */
const uniswapSourceSchema = z.looseObject({
  factory: z.string(),
  /** V2: Router02. */
  router: z.string().optional(),
  /** V3: SwapRouter and QuoterV2. */
  swapRouter: z.string().optional(),
  quoter: z.string().optional(),
  feeTiers: z.array(z.looseObject({ fee: z.int() })).optional(),
})

/**
 * The `direct-dex` aggregator's config for a sandbox: every Uniswap V2 deployment with a Router02
 * and every Uniswap V3 deployment with a SwapRouter and a QuoterV2 (a fork without them is left
 * out). The only place that reads these plugin configs for the meta aggregator.
 */
export function directDexConfigFromManifest({ manifest }: DirectDexConfigFromManifestParameters) {
  return {
    deployments: manifest.chains.flatMap((chain) =>
      chain.sources.flatMap((source) => {
        const parsed = uniswapSourceSchema.safeParse(source.config)
        if (!parsed.success) return []
        const { factory, router, swapRouter, quoter, feeTiers } = parsed.data
        if (source.kind === 'uniswap-v2' && router) return [{ chainId: chain.chainId, name: source.name, kind: source.kind, factory, router }]
        if (source.kind === 'uniswap-v3' && swapRouter && quoter)
          return [
            { chainId: chain.chainId, name: source.name, kind: source.kind, factory, router: swapRouter, quoter, feeTiers: feeTiers?.map((tier) => tier.fee) },
          ]
        return []
      }),
    ),
  }
}
