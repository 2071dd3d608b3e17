import { defaultManifestPath, isOwnerAlive, readManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import { configFromManifest } from './config/configFromManifest.js'
import { loadConfig } from './config/loadConfig.js'
import type { ServerConfig } from './config/serverConfigSchema.js'
import { createChainEngine } from './engine/createChainEngine.js'
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
  // A running `sandbox up` (its manifest, owner alive): attach to it, so the server can restart without the chains.
  const running = configPath ? undefined : await readManifest({ path: defaultManifestPath() })
  if (configPath) config = loadConfig({ path: configPath })
  else if (running && isOwnerAlive(running)) config = configFromManifest({ manifest: running, port: 8080, keysFile })
  else {
    sandbox = await startSandbox({ chains: Object.keys(sandboxPorts).map(Number), ports: sandboxPorts })
    config = configFromManifest({ manifest: sandbox.manifest, port: 8080, keysFile })
  }
  const port = process.env.PORT === undefined ? undefined : Number(process.env.PORT)
  let server: Awaited<ReturnType<typeof startServer>>
  try {
    server = await startServer({ config, createEngine: createChainEngine, redisUrl: process.env.REDIS_URL, port })
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
  else if (running && !configPath) lines.push(`Attached to the running sandbox (pid ${running.pid}): ${running.chains.map((c) => `${c.chainId} ${c.rpcUrl}`).join(', ')}`)
  if (config.chains.some((c) => c.bridges.length > 0))
    lines.push(`Cross-chain API: ${server.url}${config.crossChain.prefix}/v1/chains (see docs/cross-chain.md)`)
  lines.push(`Docs: ${server.url}/docs   OpenAPI: ${server.url}/openapi.json   Health: ${server.url}/healthz`)
  if (chain && stable)
    lines.push(
      'Try a quote (sell 1 native token for a stablecoin):',
      `  curl -s -X POST ${server.url}/${chain.chainId}/v1/quote -H 'content-type: application/json' \\`,
      `    -d '{"tokenIn":"0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE","tokenOut":"${stable}","amountIn":"1000000000000000000"}'`,
    )
  process.stdout.write(`${lines.join('\n')}\n`)
}
