import { checkChainConfig, createLogReader, splitMulticallTransport } from '@sluice/core'
import { createPublicClient, http } from 'viem'
import { loadConfig } from '../config/loadConfig.js'
import { loadPlugins } from '../config/loadPlugins.js'
import { checkChainIdReads } from './checkChainIdReads.js'

export type RunConfigCheckParameters = {
  configPath: string
  /** Plugin modules (URLs) loaded besides the default plugins and the config's own. */
  pluginModules?: readonly string[] | undefined
  /** Where the findings go, one line each. Default: standard output. */
  write?: ((line: string) => void) | undefined
}

/** Reads of each node's chain ID after the checks (`checkChainConfig` reads it once before them). */
const CHAIN_ID_READS = 4

export type RunConfigCheckReturnType = { errors: number; warnings: number }

/**
 * `sluice config check`: checks a config against its live nodes before anyone serves from it,
 * chain by chain and node by node (`checkChainConfig`, then the node's chain ID read again
 * several times, `checkChainIdReads`), one line per finding, and a count at the end.
 */
export async function runConfigCheck({
  configPath,
  pluginModules = [],
  write = (line) => process.stdout.write(`${line}\n`),
}: RunConfigCheckParameters): Promise<RunConfigCheckReturnType> {
  const config = loadConfig({ path: configPath })
  const { sources: plugins } = await loadPlugins({ modules: [...config.plugins, ...pluginModules] })
  let errors = 0
  let warnings = 0
  for (const chain of config.chains) {
    // Every node of the chain is checked on its own: a fallback node that serves another chain or lags a deployment is a finding too.
    const urls = Array.isArray(chain.rpcUrl) ? chain.rpcUrl : [chain.rpcUrl]
    for (const url of urls) {
      // Multicall batches split to fit the gas a node runs a call with (its block gas limit), as the server's are.
      const client = createPublicClient({
        transport: splitMulticallTransport({
          transport: http(url, { timeout: chain.rpcTimeoutMs, retryCount: 0, batch: false }),
          multicall3: chain.multicall3,
        }),
      })
      const findings = await checkChainConfig({
        client,
        chain: { chainId: chain.chainId, wrappedNative: chain.wrappedNative, multicall3: chain.multicall3 },
        plugins,
        sources: chain.sources,
        stableTokens: chain.stableTokens,
        contracts: chain.contracts,
        logs: createLogReader({ maxLogRange: BigInt(chain.maxLogRange) }),
      })
      // Read again after the checks, several times: a node (or a load balancer over several) that answers another chain now and then is a finding.
      // (Unless the first read already failed or named another chain: then that is the finding.)
      if (!findings.some(({ severity, subject, message }) => severity === 'error' && subject === `chain ${chain.chainId}` && message.startsWith('the node ')))
        findings.push(...(await checkChainIdReads({ client, chainId: chain.chainId, reads: CHAIN_ID_READS })))
      const node = urls.length > 1 ? ` via ${url}` : ''
      for (const { severity, subject, message } of findings) {
        if (severity === 'error') errors++
        if (severity === 'warning') warnings++
        write(`${severity.padEnd(7)} ${chain.name} (${chain.chainId})${node} ${subject}: ${message}`)
      }
    }
  }
  write(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}.`)
  return { errors, warnings }
}
