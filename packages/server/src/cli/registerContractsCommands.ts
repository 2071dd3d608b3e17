import { resolve } from 'node:path'
import type { Command } from 'commander'
import { projectConfigFileName } from '../config/projectConfigFileName.js'
import type { CliContext } from './CliContext.js'
import { parseAddressArgument } from './parseAddressArgument.js'
import { parseIntegerArgument } from './parseIntegerArgument.js'

export type RegisterContractsCommandsParameters = {
  program: Command
  context: CliContext
}

type ContractsDeployOptions = {
  config: string
  rpc?: string
  chain?: number
  owner?: `0x${string}`
  treasury?: `0x${string}`
  keystore?: string
  project?: string
  plugin?: string[]
}

/** `sluice contracts deploy`: Sluice's contracts at their deterministic addresses, written into the config. */
export function registerContractsCommands({ program, context }: RegisterContractsCommandsParameters): void {
  const contracts = program.command('contracts').description("Deploy Sluice's contracts.")
  contracts
    .command('deploy')
    .description(
      "Deploy the router, swap logic, fee vault and the executors of the config's source kinds at deterministic addresses (skipping what is there), allow the executors through the router's rules, and write `contracts` into the config. Signer: SLUICE_DEPLOYER_PRIVATE_KEY or --keystore.",
    )
    .requiredOption('-c, --config <path>', 'config file (JSON); its `contracts` are written back')
    .option('--rpc <url>', "the chain's RPC node (HTTP); default the config's")
    .option('--chain <id>', 'the chain of the config to deploy on (needed when it has several)', parseIntegerArgument)
    .option('--owner <address>', 'owner of the router and the fee vault (default the signer)', parseAddressArgument)
    .option('--treasury <address>', "where the router's rescue sends tokens, fixed for good (default the owner)", parseAddressArgument)
    .option('--keystore <path>', 'encrypted JSON keystore of the signer; password from SLUICE_KEYSTORE_PASSWORD or asked')
    .option('--project <path>', `project config file whose \`plugins\` are added (default ${projectConfigFileName} here, when there)`)
    .option('--plugin <modules...>', 'plugin modules to add to the default plugins (package names or paths from here); repeatable')
    .action(async (options: ContractsDeployOptions) => {
      const [{ loadDeployerAccount }, { readHiddenLine }] = await Promise.all([import('./loadDeployerAccount.js'), import('./readHiddenLine.js')])
      const configPath = resolve(options.config)
      const account = await loadDeployerAccount({
        keystore: options.keystore === undefined ? undefined : resolve(options.keystore),
        env: context.env,
        askPassword: () => readHiddenLine({ prompt: 'Keystore password: ' }),
      })
      const rerunCommand = [
        'sluice contracts deploy',
        `--config ${configPath}`,
        ...(options.rpc ? [`--rpc ${options.rpc}`] : []),
        ...(options.chain === undefined ? [] : [`--chain ${options.chain}`]),
        ...(options.keystore ? [`--keystore ${resolve(options.keystore)}`] : []),
        ...(options.project ? [`--project ${resolve(options.project)}`] : []),
        ...(options.plugin ? [`--plugin ${options.plugin.join(' ')}`] : []),
      ].join(' ')
      const [{ resolveCliPluginModules }, { runContractsDeploy }] = await Promise.all([
        import('./resolveCliPluginModules.js'),
        import('./runContractsDeploy.js'),
      ])
      await runContractsDeploy({
        configPath,
        rpcUrl: options.rpc,
        chainId: options.chain,
        account,
        owner: options.owner,
        treasury: options.treasury,
        pluginModules: resolveCliPluginModules({ project: options.project, plugins: options.plugin, cwd: process.cwd() }),
        rerunCommand,
        write: (line) => context.stdout(`${line}\n`),
      })
    })
}
