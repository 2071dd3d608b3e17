import { createSourceAdapters, createSourceRegistry, type SourceRegistry } from '@sluice/core'
import type { ChainManifest } from '@sluice/sandbox'
import { uniswapV3Plugin } from './uniswapV3Plugin.js'

export type CreateSandboxV3RegistryParameters = {
  chain: ChainManifest
  /** Bitmap words tracked on each side of the current tick's word. */
  wordRadius: number
}

/**
 * The V3 sources of a sandbox chain tracking `wordRadius` words (0: only the current tick's, so
 * that a large order needs ticks beyond what was read). Quote workers of
 * `loadUniswapV3State.test.ts` import it by URL.
 */
export function createSandboxV3Registry({ chain, wordRadius }: CreateSandboxV3RegistryParameters): SourceRegistry {
  return createSourceRegistry({
    adapters: createSourceAdapters({
      plugins: [uniswapV3Plugin],
      sources: chain.sources
        .filter((source) => source.kind === uniswapV3Plugin.kind)
        .map((source) => ({ ...source, config: { ...(source.config as object), wordRadius } })),
      chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
      executors: chain.contracts?.executors,
    }),
  })
}
