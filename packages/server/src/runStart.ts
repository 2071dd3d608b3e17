import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest } from './config/configFromManifest.js'
import { loadConfig } from './config/loadConfig.js'
import type { ServerConfig } from './config/serverConfigSchema.js'
import { createChainEngine } from './engine/createChainEngine.js'
import { defaultAggregatorPlugins } from './meta/defaultAggregatorPlugins.js'
import { startServer } from './startServer.js'

export type RunStartParameters = {
  /** Config file; without it the sandbox chains start on ports 8545 (999) and 8546 (1868). */
  configPath?: string | undefined
  /** Keys file of the sandbox config. */
  keysFile: string
  /** Sandbox chains and their RPC ports (0: a free port). */
  sandboxPorts: Record<number, number>
}

/**
 * `sluice start`: brings up the sandbox chains or reads the config, serves the API on `PORT`
 * (default 8080), prints how to use it, and shuts down gracefully on SIGTERM/SIGINT (in-flight
 * requests finish; the sandbox's Anvil nodes stop).
 */
export async function runStart({ configPath, keysFile, sandboxPorts }: RunStartParameters): Promise<void> {
  let sandbox: Sandbox | undefined
  let config: ServerConfig
  if (configPath) config = loadConfig({ path: configPath })
  else {
    sandbox = await startSandbox({ chains: Object.keys(sandboxPorts).map(Number), ports: sandboxPorts })
    config = configFromManifest({ manifest: sandbox.manifest, port: 8080, keysFile })
  }
  const port = process.env.PORT === undefined ? undefined : Number(process.env.PORT)
  let server: Awaited<ReturnType<typeof startServer>>
  try {
    server = await startServer({ config, createEngine: createChainEngine, redisUrl: process.env.REDIS_URL, port, aggregatorPlugins: defaultAggregatorPlugins })
  } catch (error) {
    await sandbox?.stop()
    throw error
  }
  const shutdown = async () => {
    await server.close()
    await sandbox?.stop()
    process.exit(0)
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)

  const chain = config.chains[0]
  const stable = chain?.stableTokens[0]
  const lines = [`Sluice is listening on ${server.url}`, `Chains: ${config.chains.map((c) => `${c.chainId} (${c.name})`).join(', ')}`]
  if (sandbox) lines.push(`Sandbox RPC: ${sandbox.manifest.chains.map((c) => `${c.chainId} ${c.rpcUrl}`).join(', ')}`)
  lines.push(`Docs: ${server.url}/docs   OpenAPI: ${server.url}/openapi.json   Health: ${server.url}/healthz`)
  if (chain && stable)
    lines.push(
      'Try a quote (sell 1 native token for a stablecoin):',
      `  curl -s -X POST ${server.url}/${chain.chainId}/v1/quote -H 'content-type: application/json' \\`,
      `    -d '{"tokenIn":"0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE","tokenOut":"${stable}","amountIn":"1000000000000000000"}'`,
    )
  if (config.meta.enabled) lines.push('Meta aggregator (competitions): see docs/meta-aggregator.md')
  process.stdout.write(`${lines.join('\n')}\n`)
}
