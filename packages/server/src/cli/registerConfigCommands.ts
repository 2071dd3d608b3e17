import { resolve } from 'node:path'
import type { Command } from 'commander'
import { projectConfigFileName } from '../config/projectConfigFileName.js'
import type { CliContext } from './CliContext.js'
import { parseIntegerArgument } from './parseIntegerArgument.js'

export type RegisterConfigCommandsParameters = {
  program: Command
  context: CliContext
}

/** `sluice config check|init`: a config checked against its live nodes, or written for a known chain and then checked. */
export function registerConfigCommands({ program, context }: RegisterConfigCommandsParameters): void {
  const write = (line: string) => context.stdout(`${line}\n`)
  const config = program.command('config').description('Check server configs.')
  config
    .command('check')
    .description('Check a config against its live nodes (chain IDs, contract code, pool derivation, fee tiers, allowed executors); exits 1 on any error.')
    .requiredOption('-c, --config <path>', 'config file (JSON)')
    .option('--project <path>', `project config file whose \`plugins\` are added (default ${projectConfigFileName} here, when there)`)
    .option('--plugin <modules...>', 'plugin modules to add to the default plugins (package names or paths from here); repeatable')
    .action(async (options: { config: string; project?: string; plugin?: string[] }) => {
      const [{ resolveCliPluginModules }, { runConfigCheck }] = await Promise.all([import('./resolveCliPluginModules.js'), import('./runConfigCheck.js')])
      const pluginModules = resolveCliPluginModules({ project: options.project, plugins: options.plugin, cwd: process.cwd() })
      const { errors } = await runConfigCheck({ configPath: resolve(options.config), pluginModules, write })
      if (errors > 0) context.exitCode = 1
    })

  config
    .command('init')
    .description(
      'Write a config for chain 999 or 1868 from the known deployments of the loaded plugins (each address cited beside it), then check it against the RPC.',
    )
    .requiredOption('--chain <id>', 'chain ID: 999 (HyperEVM) or 1868 (Soneium)', parseIntegerArgument)
    .requiredOption('--rpc <url>', "the chain's RPC node (HTTP)")
    .option('-o, --out <path>', 'config file to create (never overwritten)', 'sluice.config.json')
    .option('--project <path>', `project config file whose \`plugins\` are added (default ${projectConfigFileName} here, when there)`)
    .option('--plugin <modules...>', 'plugin modules to add to the default plugins (package names or paths from here); repeatable')
    .action(async (options: { chain: number; rpc: string; out: string; project?: string; plugin?: string[] }) => {
      const [{ resolveCliPluginModules }, { configPluginSpecifiers }, { loadPlugins }, { writeInitConfig }, { runConfigCheck }] = await Promise.all([
        import('./resolveCliPluginModules.js'),
        import('./configPluginSpecifiers.js'),
        import('../config/loadPlugins.js'),
        import('../config/writeInitConfig.js'),
        import('./runConfigCheck.js'),
      ])
      const path = resolve(options.out)
      const pluginModules = resolveCliPluginModules({ project: options.project, plugins: options.plugin, cwd: process.cwd() })
      // The added plugins go into the file's `plugins` too: the server and `config check` load them from it alone.
      writeInitConfig({
        chainId: options.chain,
        rpcUrl: options.rpc,
        path,
        plugins: (await loadPlugins({ modules: pluginModules })).sources,
        pluginModules: configPluginSpecifiers({ project: options.project, plugins: options.plugin, cwd: process.cwd(), configPath: path }),
      })
      write(`Wrote ${path}. Checking it against ${options.rpc}:`)
      const { errors } = await runConfigCheck({ configPath: path, pluginModules, write })
      if (errors > 0) context.exitCode = 1
    })
}
