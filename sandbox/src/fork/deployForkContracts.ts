import { deploySluiceContractsDeterministic, deterministicDeploymentProxy, deterministicDeploymentProxyCode } from '@sluice/contracts'
import type { AnySourcePlugin, SourceEntry } from '@sluice/core'
import { type Address, createTestClient, createWalletClient, custom, type LocalAccount, type PublicClient } from 'viem'
import type { SluiceContracts } from '../SandboxManifest.js'

export type DeployForkContractsParameters = {
  /** A client of the fork's own Anvil. */
  client: PublicClient
  /** Deploys and owns the contracts; given native currency first. */
  deployer: LocalAccount
  wrappedNative: Address
  plugins: readonly AnySourcePlugin[]
  /** The sources on the fork: the executors of their kinds are deployed and allowed. */
  sources: readonly SourceEntry[]
}

const DEPLOYER_FUNDING = 10n ** 24n

/**
 * Sluice's router, swap logic and fee vault on a fork, with the executor of every DEX type among
 * its sources allowed by the router's constructor, and the position executors paired with their
 * sources' position managers (zap and rebalance). The one place a fork's contracts are deployed:
 * through the deterministic deployment proxy, as `sluice contracts deploy` does on a real chain
 * (the proxy placed first where the forked chain lacks it), so a fork's addresses are the ones
 * the same deployer would get there.
 */
export async function deployForkContracts({ client, deployer, wrappedNative, plugins, sources }: DeployForkContractsParameters): Promise<SluiceContracts> {
  const anvil = createTestClient({ mode: 'anvil', transport: custom(client) })
  await anvil.setBalance({ address: deployer.address, value: DEPLOYER_FUNDING })
  if (!(await client.getCode({ address: deterministicDeploymentProxy })))
    await anvil.setCode({ address: deterministicDeploymentProxy, bytecode: deterministicDeploymentProxyCode })
  const present = plugins.filter((plugin) => sources.some((source) => source.kind === plugin.kind))
  const {
    steps: _steps,
    pendingExecutors: _pending,
    ...contracts
  } = await deploySluiceContractsDeterministic({
    walletClient: createWalletClient({ account: deployer, transport: custom(client) }),
    publicClient: client,
    wrappedNative,
    executors: present.map((plugin) => ({ kind: plugin.kind, ...plugin.executor })),
    positionExecutors: present.flatMap((plugin) => {
      const positions = plugin.positions
      if (!positions) return []
      const positionManagers = sources
        .filter((source) => source.kind === plugin.kind)
        .flatMap((source) => positions.positionManager(plugin.parseConfig(source.config)) ?? [])
      return positionManagers.length === 0 ? [] : [{ kind: plugin.kind, ...positions.executor, positionManagers }]
    }),
  })
  return contracts
}
