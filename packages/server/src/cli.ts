#!/usr/bin/env node
import { resolve } from 'node:path'
import { Command, InvalidArgumentError, Option } from 'commander'
import { addSandboxOptions } from './cli/addSandboxOptions.js'
import { loadSandboxCli } from './cli/loadSandboxCli.js'
import { registerSandboxCommands } from './cli/registerSandboxCommands.js'
import { type SandboxCliOptions, sandboxParametersFromOptions } from './cli/sandboxParametersFromOptions.js'
import { projectConfigFileName } from './config/projectConfigFileName.js'
import type { ServerRole } from './container.js'

// Only what defines the commands and options is imported here: each command imports its own code
// (and the sandbox and plugins, when it needs them) when it runs, so `--help` and the quick commands start fast.
const program = new Command('sluice').description('Sluice: the DEX aggregator server and its tools.')

const integer = (value: string) => {
  if (!/^[0-9]+$/.test(value) || Number(value) > 2 ** 31 - 1) throw new InvalidArgumentError('Expected a non-negative integer.')
  return Number(value)
}
// 0x and 40 hex digits, any case (viem's `isAddress` without the checksum check, whose import would
// load all of viem before `--help`).
const address = (value: string) => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) throw new InvalidArgumentError('Expected an address.')
  return value as `0x${string}`
}

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
  const [{ runStart }, { resolveCliPluginModules }] = await Promise.all([import('./runStart.js'), import('./cli/resolveCliPluginModules.js')])
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

const keys = program.command('keys').description('Manage API keys.')
keys
  .command('create')
  .description('Create an API key for a partner; the key is printed once and only its hash is stored.')
  .requiredOption('--partner <id>', 'partner ID (shown in responses as partnerId)', integer)
  .requiredOption('--recipient <address>', 'address that receives the partner fees', address)
  .option('-k, --keys-file <path>', 'keys file to add the key to', '.sluice/keys.json')
  .option('--scrypt', 'store an scrypt hash instead of sha256')
  .action(async (options: { partner: number; recipient: `0x${string}`; keysFile: string; scrypt?: boolean }) => {
    const [{ createApiKey }, { addKeyToFile }] = await Promise.all([import('./auth/createApiKey.js'), import('./auth/addKeyToFile.js')])
    const { key, entry } = createApiKey({ partnerId: options.partner, feeRecipient: options.recipient, algorithm: options.scrypt ? 'scrypt' : 'sha256' })
    addKeyToFile({ path: resolve(options.keysFile), entry })
    process.stdout.write(`${key}\n`)
    process.stderr.write(`Key ${entry.prefix} for partner ${entry.partnerId} added to ${resolve(options.keysFile)}. It is shown only this once.\n`)
  })

const config = program.command('config').description('Check server configs.')
config
  .command('check')
  .description('Check a config against its live nodes (chain IDs, contract code, pool derivation, fee tiers, allowed executors); exits 1 on any error.')
  .requiredOption('-c, --config <path>', 'config file (JSON)')
  .option('--project <path>', `project config file whose \`plugins\` are added (default ${projectConfigFileName} here, when there)`)
  .option('--plugin <modules...>', 'plugin modules to add to the default plugins (package names or paths from here); repeatable')
  .action(async (options: { config: string; project?: string; plugin?: string[] }) => {
    const [{ resolveCliPluginModules }, { runConfigCheck }] = await Promise.all([import('./cli/resolveCliPluginModules.js'), import('./cli/runConfigCheck.js')])
    const pluginModules = resolveCliPluginModules({ project: options.project, plugins: options.plugin, cwd: process.cwd() })
    const { errors } = await runConfigCheck({ configPath: resolve(options.config), pluginModules })
    if (errors > 0) process.exitCode = 1
  })

config
  .command('init')
  .description(
    'Write a config for chain 999 or 1868 from the known deployments of the loaded plugins (each address cited beside it), then check it against the RPC.',
  )
  .requiredOption('--chain <id>', 'chain ID: 999 (HyperEVM) or 1868 (Soneium)', integer)
  .requiredOption('--rpc <url>', "the chain's RPC node (HTTP)")
  .option('-o, --out <path>', 'config file to create (never overwritten)', 'sluice.config.json')
  .option('--project <path>', `project config file whose \`plugins\` are added (default ${projectConfigFileName} here, when there)`)
  .option('--plugin <modules...>', 'plugin modules to add to the default plugins (package names or paths from here); repeatable')
  .action(async (options: { chain: number; rpc: string; out: string; project?: string; plugin?: string[] }) => {
    const [{ resolveCliPluginModules }, { configPluginSpecifiers }, { loadPlugins }, { writeInitConfig }, { runConfigCheck }] = await Promise.all([
      import('./cli/resolveCliPluginModules.js'),
      import('./cli/configPluginSpecifiers.js'),
      import('./config/loadPlugins.js'),
      import('./config/writeInitConfig.js'),
      import('./cli/runConfigCheck.js'),
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
    process.stdout.write(`Wrote ${path}. Checking it against ${options.rpc}:\n`)
    const { errors } = await runConfigCheck({ configPath: path, pluginModules })
    if (errors > 0) process.exitCode = 1
  })

const contracts = program.command('contracts').description("Deploy Sluice's contracts.")
contracts
  .command('deploy')
  .description(
    "Deploy the router, swap logic, fee vault and the executors of the config's source kinds at deterministic addresses (skipping what is there), allow the executors through the router's rules, and write `contracts` into the config. Signer: SLUICE_DEPLOYER_PRIVATE_KEY or --keystore.",
  )
  .requiredOption('-c, --config <path>', 'config file (JSON); its `contracts` are written back')
  .option('--rpc <url>', "the chain's RPC node (HTTP); default the config's")
  .option('--chain <id>', 'the chain of the config to deploy on (needed when it has several)', integer)
  .option('--owner <address>', 'owner of the router and the fee vault (default the signer)', address)
  .option('--treasury <address>', "where the router's rescue sends tokens, fixed for good (default the owner)", address)
  .option('--keystore <path>', 'encrypted JSON keystore of the signer; password from SLUICE_KEYSTORE_PASSWORD or asked')
  .option('--project <path>', `project config file whose \`plugins\` are added (default ${projectConfigFileName} here, when there)`)
  .option('--plugin <modules...>', 'plugin modules to add to the default plugins (package names or paths from here); repeatable')
  .action(
    async (options: {
      config: string
      rpc?: string
      chain?: number
      owner?: `0x${string}`
      treasury?: `0x${string}`
      keystore?: string
      project?: string
      plugin?: string[]
    }) => {
      const [{ loadDeployerAccount }, { readHiddenLine }] = await Promise.all([import('./cli/loadDeployerAccount.js'), import('./cli/readHiddenLine.js')])
      const configPath = resolve(options.config)
      const account = await loadDeployerAccount({
        keystore: options.keystore === undefined ? undefined : resolve(options.keystore),
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
        import('./cli/resolveCliPluginModules.js'),
        import('./cli/runContractsDeploy.js'),
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
      })
    },
  )

await registerSandboxCommands({ program })

try {
  await program.parseAsync()
} catch (error) {
  // Start-up failures (a port in use, a bad config) are one clear line, not a stack trace.
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`sluice: ${message}\n`)
  if (process.env.SLUICE_DEBUG) console.error(error)
  process.exit(1)
}
