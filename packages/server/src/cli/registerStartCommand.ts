import { resolve } from 'node:path'
import { type Command, Option } from 'commander'
import { projectConfigFileName } from '../config/projectConfigFileName.js'
import type { ServerRole } from '../container.js'
import { addSandboxOptions } from './addSandboxOptions.js'
import { loadSandboxCli } from './loadSandboxCli.js'
import { type SandboxCliOptions, sandboxParametersFromOptions } from './sandboxParametersFromOptions.js'

export type RegisterStartCommandParameters = {
  program: Command
}

/**
 * `sluice start`: serves the API on the sandbox chains (started here, or a running `sandbox up`
 * attached to) or on the chains of a config file. Its code, the sandbox and the plugins are
 * imported when it runs.
 */
export async function registerStartCommand({ program }: RegisterStartCommandParameters): Promise<void> {
  const sandboxCli = await loadSandboxCli()
  const start = program
    .command('start')
    .description('Serve the API: on the sandbox chains (default; a running `sandbox up` is attached to) or on the chains of a config file.')
    .option('-c, --config <path>', 'config file (JSON); without it the server serves the sandbox chains')
    .option('-k, --keys-file <path>', 'keys file for the sandbox config', '.sluice/keys.json')
    .addOption(
      new Option(
        '--role <role>',
        'single: follow the chains and serve; follower: also publish their state to Redis (REDIS_URL); replica: serve the state followers publish',
      )
        .choices(['single', 'follower', 'replica'])
        .default('single'),
    )
  // Every option of `sandbox up` (ports, hosts, chains, forks, cache, plugins), for the sandbox started here.
  if (sandboxCli) addSandboxOptions({ command: start, chains: sandboxCli.sandboxChainPorts, defaultManifestPath: sandboxCli.defaultManifestPath() })
  else
    start
      .option('--project <path>', `project config file whose \`plugins\` are added (default ${projectConfigFileName} here, when there)`)
      .option('--plugin <modules...>', 'plugin modules to add to the default plugins (package names or paths from here); repeatable')
      .option('--host <address>', "address to listen on (default: the config file's host)")
  start.action(async (options: SandboxCliOptions & { config?: string; keysFile: string; role: ServerRole }) => {
    // `--host`: where the server listens and, on a sandbox started here, Anvil too (default 127.0.0.1,
    // this machine only); with `--config`, only when given (else the config's `host`).
    const host = start.getOptionValueSource('host') === 'default' && options.config ? undefined : (options.host as string | undefined)
    const [{ runStart }, { resolveCliPluginModules }] = await Promise.all([import('../runStart.js'), import('./resolveCliPluginModules.js')])
    const sandboxModule = sandboxCli && !options.config ? await import('@sluice/sandbox') : undefined
    await runStart({
      configPath: options.config,
      keysFile: resolve(options.keysFile),
      manifestPath: options.manifest ? resolve(String(options.manifest)) : undefined,
      sandbox: sandboxModule
        ? await sandboxParametersFromOptions({ options, readManifest: sandboxModule.readManifest, readForkSources: sandboxModule.readForkSources })
        : undefined,
      pluginModules: resolveCliPluginModules({
        project: options.project as string | undefined,
        plugins: options.plugin as string[] | undefined,
        cwd: process.cwd(),
      }),
      host,
      role: options.role,
    })
  })
}
