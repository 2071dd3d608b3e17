#!/usr/bin/env node
import { resolve } from 'node:path'
import { Command, InvalidArgumentError } from 'commander'
import { isAddress } from 'viem'
import { addKeyToFile } from './auth/addKeyToFile.js'
import { createApiKey } from './auth/createApiKey.js'
import { registerSandboxCommands } from './cli/registerSandboxCommands.js'
import { resolveCliPluginModules } from './cli/resolveCliPluginModules.js'
import { runConfigCheck } from './cli/runConfigCheck.js'
import { loadPlugins } from './config/loadPlugins.js'
import { projectConfigFileName } from './config/loadProjectConfig.js'
import { writeInitConfig } from './config/writeInitConfig.js'
import { runStart } from './runStart.js'

const program = new Command('sluice').description('Sluice: the DEX aggregator server and its tools.')

const integer = (value: string) => {
  if (!/^[0-9]+$/.test(value) || Number(value) > 2 ** 31 - 1) throw new InvalidArgumentError('Expected a non-negative integer.')
  return Number(value)
}
const ports = (value: string) => {
  const entries = value.split(',').map((pair) => pair.split('='))
  if (entries.some((pair) => pair.length !== 2 || !/^[0-9]+$/.test(pair[0]!) || !/^[0-9]+$/.test(pair[1]!)))
    throw new InvalidArgumentError('Expected chainId=port pairs, e.g. 999=8545,1868=8546.')
  return Object.fromEntries(entries.map(([chainId, port]) => [Number(chainId), Number(port)])) as Record<number, number>
}
const address = (value: string) => {
  if (!isAddress(value, { strict: false })) throw new InvalidArgumentError('Expected an address.')
  return value as `0x${string}`
}

program
  .command('start')
  .description('Serve the API: on the sandbox chains (default; a running `sandbox up` is attached to) or on the chains of a config file.')
  .option('-c, --config <path>', 'config file (JSON); without it the server serves the sandbox chains')
  .option('-k, --keys-file <path>', 'keys file for the sandbox config', '.sluice/keys.json')
  .option('--sandbox-ports <pairs>', 'sandbox chains and their RPC ports when the sandbox starts here (0: a free port)', ports, { 999: 8545, 1868: 8546 })
  .option('--manifest <path>', 'sandbox manifest to attach to or write (default .sluice/sandbox.json)')
  .option('--project <path>', `project config file whose \`plugins\` are added (default ${projectConfigFileName} here, when there)`)
  .option('--plugin <modules...>', 'plugin modules to add to the default plugins (package names or paths from here); repeatable')
  .option('--host <address>', "address to listen on (default: the config file's host; on the sandbox 127.0.0.1, this machine only)")
  .action(
    async (options: {
      config?: string
      keysFile: string
      sandboxPorts: Record<number, number>
      manifest?: string
      project?: string
      plugin?: string[]
      host?: string
    }) => {
      await runStart({
        configPath: options.config,
        keysFile: resolve(options.keysFile),
        sandboxPorts: options.sandboxPorts,
        manifestPath: options.manifest ? resolve(options.manifest) : undefined,
        pluginModules: resolveCliPluginModules({ project: options.project, plugins: options.plugin, cwd: process.cwd() }),
        host: options.host,
      })
    },
  )

const keys = program.command('keys').description('Manage API keys.')
keys
  .command('create')
  .description('Create an API key for a partner; the key is printed once and only its hash is stored.')
  .requiredOption('--partner <id>', 'partner ID (shown in responses as partnerId)', integer)
  .requiredOption('--recipient <address>', 'address that receives the partner fees', address)
  .option('-k, --keys-file <path>', 'keys file to add the key to', '.sluice/keys.json')
  .option('--scrypt', 'store an scrypt hash instead of sha256')
  .action((options: { partner: number; recipient: `0x${string}`; keysFile: string; scrypt?: boolean }) => {
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
  .action(async (options: { config: string }) => {
    const { errors } = await runConfigCheck({ configPath: resolve(options.config) })
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
    const path = resolve(options.out)
    const pluginModules = resolveCliPluginModules({ project: options.project, plugins: options.plugin, cwd: process.cwd() })
    writeInitConfig({ chainId: options.chain, rpcUrl: options.rpc, path, plugins: await loadPlugins({ modules: pluginModules }) })
    process.stdout.write(`Wrote ${path}. Checking it against ${options.rpc}:\n`)
    const { errors } = await runConfigCheck({ configPath: path, pluginModules })
    if (errors > 0) process.exitCode = 1
  })

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
