import type { BridgeAgent, BridgePlugin } from '@sluice/core'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import type { ChainManifest } from '../SandboxManifest.js'
import { createTxSender } from '../world/createTxSender.js'

export type StartSandboxBridgesParameters = {
  plugins: readonly BridgePlugin<unknown>[]
  /** The sandbox's chains; bridges go on the fresh ones (a fork keeps what the real chain has). */
  chains: ChainManifest[]
  deployer: LocalAccount
}

export type StartSandboxBridgesReturnType = {
  /** The chains with each bridge's entry added to `bridges`. */
  chains: ChainManifest[]
  /** One running off-chain agent (e.g. a relayer) per bridge that has one. */
  agents: BridgeAgent[]
}

/**
 * Deploys every bridge plugin's sandbox part on the fresh chains (after the fixture world),
 * records each chain's bridge config in its manifest, and starts the bridges' agents.
 */
export async function startSandboxBridges({ plugins, chains, deployer }: StartSandboxBridgesParameters): Promise<StartSandboxBridgesReturnType> {
  const fresh = chains.filter((chain) => chain.mode === 'fresh')
  const result = chains.map((chain) => ({ ...chain }))
  const agents: BridgeAgent[] = []
  if (fresh.length < 2) return { chains: result, agents }
  try {
    for (const plugin of plugins) {
      const sandbox = plugin.sandbox
      if (!sandbox) continue
      const configs = await Promise.all(
        fresh.map(async (chain) => {
          const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }) as PublicClient
          const tx = await createTxSender({ client, account: deployer, chainId: chain.chainId })
          const config = await sandbox.deploy({
            context: { client, chainId: chain.chainId, deployer: deployer.address, tx, wrappedNative: chain.wrappedNative, tokens: chain.tokens },
            peers: fresh.filter((peer) => peer.chainId !== chain.chainId).map((peer) => ({ chainId: peer.chainId, tokens: peer.tokens })),
          })
          return { chainId: chain.chainId, rpcUrl: chain.rpcUrl, config }
        }),
      )
      for (const { chainId, config } of configs) {
        const entry = result.find((chain) => chain.chainId === chainId) as ChainManifest
        entry.bridges = [...(entry.bridges ?? []), { kind: plugin.kind, config }]
      }
      agents.push(await sandbox.startAgent({ chains: configs }))
    }
  } catch (error) {
    await Promise.all(agents.map((agent) => agent.stop()))
    throw error
  }
  return { chains: result, agents }
}
