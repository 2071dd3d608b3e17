import { createSourceAdapters, type SourceAdapter } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import type { ChainManifest, SourceEntry } from '@sluice/sandbox'

export type SandboxAdaptersParameters = {
  chain: ChainManifest
  /** Only these sources (default: all). */
  filter?: ((source: SourceEntry) => boolean) | undefined
  /** Whether adapters encode for the chain's deployed executors (default true). */
  withExecutors?: boolean | undefined
}

/** The adapters of a sandbox chain's sources, each from the default plugin of its kind. */
export function sandboxAdapters({ chain, filter = () => true, withExecutors = true }: SandboxAdaptersParameters): SourceAdapter[] {
  return createSourceAdapters({
    plugins: defaultSourcePlugins,
    sources: chain.sources.filter(filter),
    chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
    executors: withExecutors ? chain.contracts?.executors : undefined,
  })
}
