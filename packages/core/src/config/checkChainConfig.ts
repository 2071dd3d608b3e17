import { routerAbi } from '@sluice/contracts'
import type { Address, PublicClient } from 'viem'
import { isSluiceError } from '../errors/isSluiceError.js'
import { summarizeError } from '../errors/summarizeError.js'
import type { LogReader } from '../logs/createLogReader.js'
import type { DeploymentFinding } from '../types/DeploymentCheck.js'
import type { AnySourcePlugin, SourceChainContext, SourceEntry } from '../types/SourcePlugin.js'
import { checkContractCode } from './checkContractCode.js'

export type CheckChainConfigParameters = {
  /** A client of the chain's node (the config's RPC URL). */
  client: PublicClient
  chain: SourceChainContext
  /** The DEX types this process knows. */
  plugins: readonly AnySourcePlugin[]
  sources: readonly SourceEntry[]
  /** Tokens worth looking for a sample pool between, besides the wrapped native. */
  stableTokens?: readonly Address[] | undefined
  /** Sluice's router and executors on the chain (`kind` → address), when configured. */
  contracts?: { router: Address; executors: Readonly<Record<string, Address>> } | undefined
  /** The chain's log reader (its `maxLogRange`): the plugins' log samples go through it. Default: the default cap. */
  logs?: LogReader | undefined
}

/** A finding and what it is about (e.g. `source 3 (UniswapV3)`). */
export type ChainConfigFinding = DeploymentFinding & { subject: string }

/**
 * Checks one chain of a config against its live node, before anyone serves from it: the node's
 * chain ID, code at the wrapped native and Multicall3, each source through its plugin's
 * `checkDeployment` (factory code, a sample pool's derived address, fee tiers, ...), and that the
 * router allows every configured executor. Never throws for what it finds: a node that fails to
 * answer is an `error` finding too.
 */
export async function checkChainConfig({
  client,
  chain,
  plugins,
  sources,
  stableTokens = [],
  contracts,
  logs,
}: CheckChainConfigParameters): Promise<ChainConfigFinding[]> {
  const findings: ChainConfigFinding[] = []
  const add = (subject: string, found: DeploymentFinding | readonly DeploymentFinding[]) => {
    for (const finding of Array.isArray(found) ? found : [found]) findings.push({ subject, ...finding })
  }
  const attempt = async (subject: string, check: () => Promise<DeploymentFinding | readonly DeploymentFinding[]>) => {
    try {
      add(subject, await check())
    } catch (error) {
      add(subject, { severity: 'error', message: `check failed: ${summarizeError({ error })}` })
    }
  }
  const chainSubject = `chain ${chain.chainId}`
  let blockNumber: bigint
  try {
    const nodeChainId = await client.getChainId()
    if (nodeChainId !== chain.chainId) {
      add(chainSubject, { severity: 'error', message: `the node serves chain ${nodeChainId}, not ${chain.chainId}.` })
      return findings
    }
    blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    add(chainSubject, { severity: 'ok', message: `the node serves chain ${chain.chainId}, head block ${blockNumber}.` })
  } catch (error) {
    add(chainSubject, { severity: 'error', message: `the node does not answer: ${summarizeError({ error })}` })
    return findings
  }
  await attempt(chainSubject, () => checkContractCode({ client, address: chain.wrappedNative, what: 'wrappedNative', blockNumber }))
  await attempt(chainSubject, () => checkContractCode({ client, address: chain.multicall3, what: 'multicall3', blockNumber }))

  const byKind = new Map(plugins.map((plugin) => [plugin.kind, plugin]))
  const sampleTokens = [chain.wrappedNative, ...stableTokens.filter((token) => token !== chain.wrappedNative)]
  for (const { config, kind, ...source } of sources) {
    const subject = `source ${source.id} (${source.name})`
    const plugin = byKind.get(kind)
    if (!plugin) {
      add(subject, { severity: 'error', message: `kind "${kind}" is served by no loaded plugin.` })
      continue
    }
    let parsed: unknown
    try {
      parsed = plugin.parseConfig(config, `the config of ${subject}`)
    } catch (error) {
      // Each field's path and reason (`fee: Expected number, received string`), not only that it failed.
      const reasons = isSluiceError(error) && error.details ? error.details : summarizeError({ error })
      add(subject, { severity: 'error', message: `its config is invalid: ${reasons}` })
      continue
    }
    await attempt(subject, async () => {
      if (!plugin.checkDeployment) return { severity: 'warning', message: `the "${kind}" plugin has no deployment check; only its config's shape was checked.` }
      return plugin.checkDeployment({ client, source, config: parsed, chain, blockNumber, sampleTokens, logs })
    })
  }

  if (contracts) {
    const subject = `router ${contracts.router}`
    await attempt(subject, () => checkContractCode({ client, address: contracts.router, what: 'router', blockNumber }))
    for (const [kind, executor] of Object.entries(contracts.executors)) {
      await attempt(subject, async () => {
        const allowed = await client.readContract({ address: contracts.router, abi: routerAbi, functionName: 'isExecutor', args: [executor], blockNumber })
        if (!allowed) return { severity: 'error', message: `executor "${kind}" ${executor} is not allowed on the router.` }
        return byKind.has(kind)
          ? { severity: 'ok', message: `executor "${kind}" ${executor} is allowed.` }
          : { severity: 'warning', message: `executor "${kind}" ${executor} is allowed, but no loaded plugin has kind "${kind}".` }
      })
    }
  }
  return findings
}
