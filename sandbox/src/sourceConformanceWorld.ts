import { type AnySourcePlugin, createSourceAdapters, splitMulticallTransport } from '@sluice/core'
import type { SourceConformanceWorld } from '@sluice/core/conformance'
import { createPublicClient, createWalletClient, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { SandboxError } from './errors.js'
import type { ChainManifest } from './SandboxManifest.js'

export type SourceConformanceWorldParameters = {
  /** A fresh sandbox chain (see `startSandbox`) whose world the plugins deployed. */
  chain: ChainManifest
  /** The plugins under test; their sources in the chain are the ones checked. */
  plugins: readonly AnySourcePlugin[]
}

/** What `describeSourceConformance` needs, from a sandbox chain: its sources' adapters, the router and a funded wallet. */
export function sourceConformanceWorld({ chain, plugins }: SourceConformanceWorldParameters): SourceConformanceWorld {
  if (!chain.contracts) throw new SandboxError(`Chain ${chain.chainId} has no Sluice contracts.`)
  const kinds = new Set(plugins.map((plugin) => plugin.kind))
  const transport = http(chain.rpcUrl)
  return {
    // Multicall batches split to fit the gas a node runs a call with (999: the 2M block gas limit), as the server's are.
    client: createPublicClient({
      transport: splitMulticallTransport({ transport, multicall3: chain.multicall3 }),
      cacheTime: 0,
      pollingInterval: 20,
    }) as PublicClient,
    adapters: createSourceAdapters({
      plugins,
      sources: chain.sources.filter((source) => kinds.has(source.kind)),
      chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
      executors: chain.contracts.executors,
    }),
    router: chain.contracts.router,
    wallet: createWalletClient({ account: privateKeyToAccount(chain.accounts[0]!.privateKey), transport }),
  }
}
