import type { AnySourcePlugin, KnownDeployment, SandboxDeployContext } from '@sluice/core'
import { knownChains } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { createTxSender } from '@sluice/sandbox'
import { type Address, createPublicClient, createTestClient, custom, type Hex, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createReplicaPools, type ReplicaPool } from './createReplicaPools.js'
import { deployReplicaTokens } from './deployReplicaTokens.js'
import { placeReplicaTokens, type ReplicaToken } from './placeReplicaTokens.js'
import type { ReplicaSourcePart } from './ReplicaSourcePart.js'
import { replicaUniswapV2 } from './replicaUniswapV2.js'
import { replicaUniswapV3 } from './replicaUniswapV3.js'
import { replicaUniswapV4 } from './replicaUniswapV4.js'
import { replicaVelodromeV2 } from './replicaVelodromeV2.js'
import { type ReplicaChainId, replicaWorlds } from './replicaWorlds.js'
import { startAnvilAtBlock } from './startAnvilAtBlock.js'

export type StartReplicaChainParameters = {
  chainId: ReplicaChainId
  /** 0 or absent: a free port. */
  port?: number | undefined
}

/** A known deployment as the replica holds it. */
export type ReplicaSource = {
  id: number
  name: string
  description: string
  kind: string
  deployBlock: string
  /** The preset's config, with the replica's own `initCodeHash` where the DEX type has one. */
  config: Record<string, unknown>
  /** Keccak of the pool creation code the replica's factory deploys (absent: no CREATE2 pools, as V4's). */
  initCodeHash?: Hex | undefined
  /** The preset's `initCodeHash`, where it has one: equal to `initCodeHash` when the replica's pools sit where the preset derives them. */
  presetInitCodeHash?: Hex | undefined
}

export type StartReplicaChainReturnType = {
  chainId: ReplicaChainId
  rpcUrl: string
  /** Ran every constructor, owns the factories, holds plenty of every token (its key: `replicaDeployerKey`). */
  deployer: Address
  tokens: ReplicaToken[]
  pools: ReplicaPool[]
  sources: ReplicaSource[]
  /** Stops the node. */
  stop(): Promise<void>
}

/** A local key (the AlphaRouter benchmark's): deploys and owns everything on a replica. */
export const replicaDeployerKey: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaee5e6b8c2cb4b1f'
const deployer = privateKeyToAccount(replicaDeployerKey)
const FUNDING = 10n ** 30n
/** Blocks before the earliest known deployment block where the replica's chain starts. */
const HEADROOM = 100

/** How the replica places each DEX type it knows. */
const parts: Readonly<Record<string, ReplicaSourcePart>> = {
  'uniswap-v2': replicaUniswapV2,
  'uniswap-v3': replicaUniswapV3,
  'uniswap-v4': replicaUniswapV4,
  'velodrome-v2': replicaVelodromeV2,
}

/**
 * A replica of a real chain (HyperEVM 999 or Soneium 1868) on Anvil with its chain ID: the
 * official DEX bytecode of the known deployments its world uses (`replicaDeployments`) at their
 * known addresses, with its constructor run there; Multicall3, the wrapped native
 * and the stable tokens at their known addresses; a few more tokens; pools created through the
 * factories, with liquidity at the sandbox fixture's prices. The chain starts shortly before the
 * earliest known deployment block, and the pools come after the latest, so discovery from a
 * preset's `deployBlock` finds them. See README.md for what differs from the real chains.
 */
export async function startReplicaChain({ chainId, port }: StartReplicaChainParameters): Promise<StartReplicaChainReturnType> {
  const chain = knownChains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`No known chain ${chainId}.`)
  const deployments = replicaDeployments(chainId).map(({ plugin, deployment }) => ({ plugin, deployment, part: partOf(plugin) }))
  const blocks = deployments.map(({ deployment }) => Number(deployment.deployBlock)).filter((block) => block > 0)
  const anvil = await startAnvilAtBlock({ chainId, port, blockNumber: blocks.length === 0 ? 0 : Math.max(0, Math.min(...blocks) - HEADROOM) })
  try {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
    const world = replicaWorlds[chainId]
    const wrappedNative = chain.wrappedNative.address
    await createTestClient({ mode: 'anvil', transport: custom(client) }).setBalance({ address: deployer.address, value: FUNDING })
    const placed = await placeReplicaTokens({ client, deployer: deployer.address, chain, tokens: world.tokens })
    for (const { deployment, part } of deployments) await part.place({ client, deployer: deployer.address, deployment, wrappedNative })
    await mineTo({ client, blockNumber: Math.max(0, ...blocks) })

    const tx = await createTxSender({ client, account: deployer, chainId })
    const tokens = await deployReplicaTokens({ tx, deployer: deployer.address, wrappedNative, tokens: world.tokens, placed, wrap: FUNDING / 2n })
    const addresses = tokens.map((t) => t.address)
    const prepared = deployments.map(({ plugin, deployment, part }) => ({
      plugin,
      deployment,
      ...part.prepare({ tx, deployer: deployer.address, deployment, wrappedNative, tokens: addresses }),
    }))
    await tx.flush()
    const context: SandboxDeployContext = { client, chainId, deployer: deployer.address, tx, wrappedNative, tokens: addresses }
    const sources = new Map(prepared.map(({ plugin, deployment, poolConfig }) => [deployment.name, { id: deployment.id, plugin, poolConfig }]))
    const pools = await createReplicaPools({ context, tokens, pools: world.pools, sources })
    return {
      chainId,
      rpcUrl: anvil.rpcUrl,
      deployer: deployer.address,
      tokens,
      pools,
      sources: prepared.map(({ plugin, deployment, config, initCodeHash }) => replicaSource({ kind: plugin.kind, deployment, config, initCodeHash })),
      stop: () => anvil.stop(),
    }
  } catch (cause) {
    await anvil.stop()
    throw cause
  }
}

/**
 * The known deployments a replica of the chain holds: those its world creates pools of (pending
 * ones never). Any other preset is absent from the replica, as a deployment missing from a real
 * chain would be, so a fork leaves it out with its deployment check's finding.
 */
export function replicaDeployments(chainId: ReplicaChainId): { plugin: AnySourcePlugin; deployment: KnownDeployment }[] {
  const named = new Set(replicaWorlds[chainId].pools.map((pool) => pool.source))
  return defaultSourcePlugins.flatMap((plugin) =>
    (plugin.knownDeployments?.[chainId] ?? [])
      .filter((deployment) => !deployment.pending && named.has(deployment.name))
      .map((deployment) => ({ plugin, deployment })),
  )
}

function partOf(plugin: AnySourcePlugin): ReplicaSourcePart {
  const part = parts[plugin.kind]
  if (!part) throw new Error(`A replica cannot place known deployments of kind ${plugin.kind}.`)
  return part
}

/** Mines empty blocks until the head is at least `blockNumber`. */
async function mineTo({ client, blockNumber }: { client: PublicClient; blockNumber: number }): Promise<void> {
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  if (head < blockNumber) await createTestClient({ mode: 'anvil', transport: custom(client) }).mine({ blocks: blockNumber - head })
}

function replicaSource({
  kind,
  deployment,
  config,
  initCodeHash,
}: {
  kind: string
  deployment: KnownDeployment
  config: Record<string, unknown>
  initCodeHash: Hex | undefined
}): ReplicaSource {
  const preset = deployment.config.initCodeHash as Hex | undefined
  const { id, name, description, deployBlock } = deployment
  return { id, name, description, kind, deployBlock, config, ...(initCodeHash ? { initCodeHash } : {}), ...(preset ? { presetInitCodeHash: preset } : {}) }
}
