import { deploySluiceContractsDeterministic, type SluiceDeploymentStep } from '@sluice/contracts'
import { ChainUnavailableError, InvalidConfigError, isSluiceError, summarizeError } from '@sluice/core'
import { type Address, createPublicClient, createWalletClient, getAddress, http, type LocalAccount } from 'viem'
import { loadConfig } from '../config/loadConfig.js'
import { loadPlugins } from '../config/loadPlugins.js'
import { ContractsDeployError } from '../errors.js'
import { writeConfigContracts } from './writeConfigContracts.js'

export type RunContractsDeployParameters = {
  configPath: string
  /** The chain's node; default the config's (first) `rpcUrl`. */
  rpcUrl?: string | undefined
  /** The config's chain to deploy on; needed when it has several. */
  chainId?: number | undefined
  /** Signs and pays (`loadDeployerAccount`). */
  account: LocalAccount
  /** Owns the router and the fee vault; default the signer. */
  owner?: Address | undefined
  /** Where the router's `rescue` sends tokens (fixed at deployment); default the owner. */
  treasury?: Address | undefined
  /** Plugin modules (URLs) loaded besides the default plugins and the config's own. */
  pluginModules?: readonly string[] | undefined
  /** The command to run again once announcements are due (printed as is). */
  rerunCommand: string
  /** Where the report goes, one line each. Default: standard output. */
  write?: ((line: string) => void) | undefined
}

export type RunContractsDeployReturnType = {
  contracts: { router: Address; swapLogic: Address; feeVault: Address; executors: Record<string, Address> }
  steps: SluiceDeploymentStep[]
  /** Whether something still waits for a delay or for the owner. */
  pending: boolean
}

/**
 * `sluice contracts deploy`: deploys Sluice's contracts for one chain of a config at their
 * deterministic addresses (`deploySluiceContractsDeterministic`), with the executors of the
 * config's source kinds from the loaded plugins, keeps the config's router when it has one, and
 * writes `contracts` into the config file. Announcements still in their delay are reported with
 * the window in which to run the command again.
 */
export async function runContractsDeploy({
  configPath,
  rpcUrl,
  chainId,
  account,
  owner,
  treasury,
  pluginModules = [],
  rerunCommand,
  write = (line) => process.stdout.write(`${line}\n`),
}: RunContractsDeployParameters): Promise<RunContractsDeployReturnType> {
  const config = loadConfig({ path: configPath })
  const chain = chainId === undefined ? (config.chains.length === 1 ? config.chains[0] : undefined) : config.chains.find((entry) => entry.chainId === chainId)
  if (!chain)
    throw new InvalidConfigError(
      chainId === undefined ? `Config file ${configPath} has several chains; name one with --chain.` : `Config file ${configPath} has no chain ${chainId}.`,
      { details: `Its chains: ${config.chains.map((entry) => entry.chainId).join(', ')}.` },
    )
  const { sources: plugins } = await loadPlugins({ modules: [...config.plugins, ...pluginModules] })
  const byKind = new Map(plugins.map((plugin) => [plugin.kind, plugin]))
  const kinds = [...new Set(chain.sources.map((source) => source.kind))]
  const missing = kinds.filter((kind) => !byKind.has(kind))
  if (missing.length > 0)
    throw new InvalidConfigError(`No loaded plugin serves the kind${missing.length > 1 ? 's' : ''} ${missing.map((kind) => `"${kind}"`).join(', ')}.`, {
      details: 'Add the plugin with --plugin or --project (as for `sluice start`), or in the config\'s "plugins".',
    })
  const positionExecutors = kinds.flatMap((kind) => {
    const plugin = byKind.get(kind)!
    const positions = plugin.positions
    if (!positions) return []
    const positionManagers = chain.sources
      .filter((source) => source.kind === kind)
      .flatMap((source) => positions.positionManager(plugin.parseConfig(source.config, `the config of source ${source.id}`)) ?? [])
    return positionManagers.length === 0 ? [] : [{ kind, ...positions.executor, positionManagers }]
  })

  const url = rpcUrl ?? (Array.isArray(chain.rpcUrl) ? chain.rpcUrl[0]! : chain.rpcUrl)
  // A dead node is told within the config's RPC timeout; deploying waits on transactions longer.
  const transport = http(url, { timeout: Math.max(chain.rpcTimeoutMs, 30_000) })
  const publicClient = createPublicClient({ transport })
  let nodeChainId: number
  try {
    nodeChainId = await createPublicClient({ transport: http(url, { timeout: chain.rpcTimeoutMs, retryCount: 0 }) }).getChainId()
  } catch (cause) {
    throw new ChainUnavailableError({ chainId: chain.chainId, cause, details: `The node at ${url} does not answer: ${summarizeError({ error: cause })}` })
  }
  if (nodeChainId !== chain.chainId) throw new InvalidConfigError(`The node at ${url} serves chain ${nodeChainId}, not ${chain.chainId} (${chain.name}).`)

  write(`Deploying Sluice's contracts on ${chain.name} (${chain.chainId}) from ${account.address}:`)
  const walletClient = createWalletClient({ account, transport })
  let deployed: Awaited<ReturnType<typeof deploySluiceContractsDeterministic>>
  try {
    deployed = await deploySluiceContractsDeterministic({
      walletClient,
      publicClient,
      wrappedNative: chain.wrappedNative,
      owner: owner ?? account.address,
      treasury,
      router: chain.contracts?.router,
      executors: kinds.map((kind) => ({ kind, ...byKind.get(kind)!.executor })),
      positionExecutors,
    })
  } catch (cause) {
    if (isSluiceError(cause)) throw cause
    throw new ContractsDeployError(`Deploying Sluice's contracts on ${chain.name} (${chain.chainId}) failed.`, {
      cause,
      details: summarizeError({ error: cause }),
    })
  }
  for (const step of deployed.steps) write(describeStep(step))

  const contracts = {
    router: deployed.router,
    swapLogic: getAddress(deployed.swapLogic),
    feeVault: getAddress(deployed.feeVault),
    executors: deployed.executors,
  }
  writeConfigContracts({ path: configPath, chainId: chain.chainId, contracts: { ...contracts, positionExecutors: deployed.positionExecutors } })
  write(`Wrote contracts of chain ${chain.chainId} into ${configPath}.`)
  const pending = reportPending({ steps: deployed.steps, rerunCommand, write })
  if (!pending) write(`Done: run \`sluice config check --config ${configPath}\`, then \`sluice start --config ${configPath}\`.`)
  return { contracts, steps: deployed.steps, pending }
}

function describeStep({ subject, address, status, allowedAt, expiresAt, call }: SluiceDeploymentStep): string {
  const window = allowedAt === undefined || expiresAt === undefined ? '' : `, allowable from ${isoTime(allowedAt)} until ${isoTime(expiresAt)}`
  const what = {
    deployed: 'deployed',
    present: 'already deployed',
    allowed: 'allowed',
    'allowed-now': 'allowed now',
    announced: `announced${window}`,
    waiting: `announced earlier${window}`,
    'owner-action': `needs the owner: ${call?.description} (to ${call?.to}, data ${call?.data})`,
  }[status]
  return `  ${subject.padEnd(28)} ${address} ${what}`
}

/** Prints when to come back (the latest start and earliest end of the waiting announcements); true when anything waits. */
function reportPending({ steps, rerunCommand, write }: { steps: SluiceDeploymentStep[]; rerunCommand: string; write: (line: string) => void }): boolean {
  const waiting = steps.filter((step) => step.status === 'announced' || step.status === 'waiting')
  const ownerActions = steps.filter((step) => step.status === 'owner-action')
  if (waiting.length > 0) {
    const from = waiting.reduce((latest, step) => (step.allowedAt! > latest ? step.allowedAt! : latest), 0n)
    const until = waiting.reduce((earliest, step) => (step.expiresAt! < earliest ? step.expiresAt! : earliest), waiting[0]!.expiresAt!)
    write(`The router's timelock: come back between ${isoTime(from)} and ${isoTime(until)} (unix ${from}-${until}) and run:`)
    write(`  ${rerunCommand}`)
    write(
      'Until then the router does not run them (the config lists only allowed executors); after that window the announcements expire and the command announces them again.',
    )
  }
  if (ownerActions.length > 0) write('The signer is not the owner: the owner must send the transactions above, then run the command again.')
  return waiting.length > 0 || ownerActions.length > 0
}

function isoTime(seconds: bigint): string {
  return new Date(Number(seconds) * 1000).toISOString()
}
