import type { Sandbox, SandboxManifest } from '@sluice/sandbox'
import { loadSandbox } from './cli/loadSandbox.js'
import { printStartBanner } from './cli/printStartBanner.js'
import type { SandboxParametersFromOptionsReturnType } from './cli/sandboxParametersFromOptions.js'
import { configFromManifest } from './config/configFromManifest.js'
import { loadConfig } from './config/loadConfig.js'
import { type LoadPluginsReturnType, loadPlugins } from './config/loadPlugins.js'
import type { ServerConfig } from './config/serverConfigSchema.js'
import type { ServerRole } from './container.js'
import { startServer } from './startServer.js'

export type RunStartParameters = {
  /** Config file; without it the server serves the sandbox chains. */
  configPath?: string | undefined
  /** Keys file of the sandbox config. */
  keysFile: string
  /**
   * The sandbox started here when none is running: the options of `sandbox up` (chains, host,
   * ports, forks, fork manifest, cache; see `sandboxParametersFromOptions`). Default both chains on
   * free ports.
   */
  sandbox?: SandboxParametersFromOptionsReturnType | undefined
  /** The sandbox manifest: attached to when a running sandbox wrote it, else written here. */
  manifestPath?: string | undefined
  /**
   * Plugin modules added to the default plugins and the config file's (URLs, see
   * `resolveCliPluginModules`: the project config file's and the `--plugin` flags').
   */
  pluginModules?: readonly string[] | undefined
  /** Where to listen (`--host`): overrides the config file's `host`; on the sandbox the default is `127.0.0.1`. */
  host?: string | undefined
  /** `--role`: `single` (default), `follower` or `replica` (see `startServer`). */
  role?: ServerRole | undefined
}

/**
 * `sluice start`: serves the API on the chains of a config file, or on the sandbox chains — a
 * sandbox already running (`sandbox up`) is attached to and left running; otherwise one is
 * started here, its manifest written, and it stops with the server. Prints how to use it, and
 * shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish).
 */
export async function runStart({
  configPath,
  keysFile,
  sandbox: sandboxOptions,
  manifestPath,
  pluginModules = [],
  host,
  role,
}: RunStartParameters): Promise<void> {
  let sandbox: Sandbox | undefined
  let attached: SandboxManifest | undefined
  let config: ServerConfig
  let plugins: LoadPluginsReturnType
  const sandboxModule = configPath ? undefined : await loadSandbox()
  const manifestFile = manifestPath ?? sandboxModule?.defaultManifestPath()
  if (configPath) {
    const loaded = loadConfig({ path: configPath })
    config = { ...loaded, host: host ?? loaded.host, plugins: [...loaded.plugins, ...pluginModules] }
    plugins = await loadPlugins({ modules: config.plugins })
  } else {
    if (!sandboxModule || !manifestFile)
      throw new Error('Without --config, `sluice start` serves the sandbox, which needs the optional package @sluice/sandbox.')
    plugins = await loadPlugins({ modules: pluginModules })
    const running = await sandboxModule.readManifest({ path: manifestFile })
    if (running && sandboxModule.isOwnerAlive(running)) attached = running
    else {
      sandbox = await sandboxModule.startSandbox({
        ...sandboxOptions,
        plugins: plugins.sources,
        bridgePlugins: plugins.bridges,
      })
      await sandboxModule.writeManifest({ path: manifestFile, manifest: sandbox.manifest })
    }
    // The quote workers load the same plugin modules.
    config = {
      ...configFromManifest({ manifest: attached ?? sandbox!.manifest, port: 8080, host, keysFile, aggregatorPlugins: plugins.aggregators }),
      plugins: [...pluginModules],
    }
  }
  const stopSandbox = async () => {
    if (!sandbox) return
    await sandbox.stop()
    if (manifestFile) await sandboxModule?.removeManifest({ path: manifestFile })
  }
  const port = process.env.PORT === undefined ? undefined : Number(process.env.PORT)
  let server: Awaited<ReturnType<typeof startServer>>
  try {
    const served = attached ?? sandbox?.manifest
    server = await startServer({
      config,
      plugins: plugins.sources,
      bridgePlugins: plugins.bridges,
      aggregatorPlugins: plugins.aggregators,
      redisUrl: process.env.REDIS_URL,
      role,
      port,
      sandbox: served?.chains.map(({ chainId, nativeSymbol, rpcUrl, accounts }) => ({
        chainId,
        nativeSymbol,
        rpcUrl,
        accounts: accounts.map((a) => a.address),
      })),
    })
  } catch (error) {
    await stopSandbox()
    throw error
  }
  let stopping = false
  const shutdown = async () => {
    if (stopping) return
    stopping = true
    await server.close()
    await stopSandbox()
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown())
  printStartBanner({ url: server.url, config, manifest: attached ?? sandbox?.manifest, attached: attached !== undefined, manifestPath: manifestFile })
}
