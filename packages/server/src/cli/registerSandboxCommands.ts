import { defaultBridgePlugins } from '@sluice/default-plugins'
import type { describeChain as DescribeChain, SandboxManifest } from '@sluice/sandbox'
import { type Command, Option } from 'commander'
import { createPublicClient, http } from 'viem'
import { loadPlugins } from '../config/loadPlugins.js'
import { projectConfigFileName } from '../config/loadProjectConfig.js'
import { loadSandbox } from './loadSandbox.js'
import { resolveCliPluginModules } from './resolveCliPluginModules.js'

export type RegisterSandboxCommandsParameters = {
  program: Command
}

/**
 * `sluice sandbox up|down|status` (`pnpm sandbox ...`): local Anvil chains with the fixture
 * world, or forks of real chains, for the default plugins and those of the project config file
 * and `--plugin`. Needs the optional `@sluice/sandbox` package.
 */
export async function registerSandboxCommands({ program: parent }: RegisterSandboxCommandsParameters): Promise<void> {
  const sandboxModule = await loadSandbox()
  const program = parent.command('sandbox').description('Local Anvil chains with a deterministic DEX fixture world, or forks of real chains.')
  if (!sandboxModule) {
    program.action(() => {
      console.error('The sandbox needs the optional package @sluice/sandbox (Linux x64): install it next to @sluice/server.')
      process.exitCode = 1
    })
    return
  }
  const { sandboxChains, defaultManifestPath, describeChain, isOwnerAlive, readForkSources, readManifest, removeManifest, writeManifest, startSandbox } =
    sandboxModule

  const up = program
    .command('up')
    .description('Start the sandbox chains in the foreground; Ctrl-C or `sandbox down` stops them.')
    .option('--manifest <path>', 'where to write the manifest', defaultManifestPath())
    .option('--host <host>', 'interface Anvil listens on', '127.0.0.1')
    .option('--chains <ids>', 'comma-separated chain IDs', sandboxChains.map((c) => c.chainId).join(','))
    .option('--fork-manifest <path>', 'when forking another Sluice sandbox: its manifest, whose world the fork inherits')
    .option(
      '--fork-sources <path>',
      "when forking a real chain: sources to add to the known deployments or replace them (a JSON file in the server config's shape)",
    )
    .addOption(
      new Option('--max-log-range <blocks>', 'when forking a real chain: most blocks one eth_getLogs request of discovery spans')
        .default(1000n, '1000')
        .env('SLUICE_MAX_LOG_RANGE')
        .argParser(BigInt),
    )
    .option('--no-cache', 'deploy the fixture world even when a cached state matches')
    .option('--project <path>', `project config file whose \`plugins\` are added (default ${projectConfigFileName} here, when there)`)
    .option('--plugin <modules...>', 'plugin modules to add to the default plugins (package names or paths from here); repeatable')
  for (const chain of sandboxChains) {
    up.addOption(
      new Option(`--port-${chain.chainId} <port>`, `port of chain ${chain.chainId}`)
        .default(chain.defaultPort)
        .env(`SLUICE_PORT_${chain.chainId}`)
        .argParser(Number),
    )
    up.addOption(new Option(`--fork-url-${chain.chainId} <url>`, `fork chain ${chain.chainId} from this RPC URL`).env(chain.forkUrlEnv))
    up.addOption(
      new Option(`--fork-block-${chain.chainId} <block>`, `block to fork chain ${chain.chainId} at (default: its head, pinned)`)
        .env(`SLUICE_FORK_BLOCK_${chain.chainId}`)
        .argParser(BigInt),
    )
  }

  up.action(async (options: Record<string, string | string[] | number | bigint | boolean | undefined>) => {
    const path = String(options.manifest)
    const plugins = await loadPlugins({
      modules: resolveCliPluginModules({ project: options.project as string | undefined, plugins: options.plugin as string[] | undefined, cwd: process.cwd() }),
    })
    const existing = await readManifest({ path })
    if (existing && isOwnerAlive(existing)) {
      console.log(`The sandbox is already up (pid ${existing.pid}):`)
      printChains(existing, describeChain)
      return
    }
    const chains = String(options.chains).split(',').map(Number)
    const perChain = <T>(key: string) =>
      Object.fromEntries(chains.flatMap((id) => (options[`${key}${id}`] === undefined ? [] : [[id, options[`${key}${id}`] as T]])))
    const forkManifestPath = options.forkManifest ? String(options.forkManifest) : undefined
    const forkSourcesPath = options.forkSources ? String(options.forkSources) : undefined
    const began = performance.now()
    const sandbox = await startSandbox({
      chains,
      host: String(options.host),
      ports: perChain<number>('port'),
      forkUrls: perChain<string>('forkUrl'),
      forkBlockNumbers: perChain<bigint>('forkBlock'),
      forkManifest: forkManifestPath ? await readManifest({ path: forkManifestPath }) : undefined,
      forkSources: forkSourcesPath ? await readForkSources({ path: forkSourcesPath }) : undefined,
      maxLogRange: options.maxLogRange as bigint,
      cacheDir: options.cache === false ? false : undefined,
      plugins,
      bridgePlugins: defaultBridgePlugins,
    })
    const seconds = ((performance.now() - began) / 1000).toFixed(2)
    await writeManifest({ path, manifest: sandbox.manifest })
    console.log(`Sandbox up in ${seconds} s (pid ${process.pid}). Manifest: ${path}`)
    printChains(sandbox.manifest, describeChain)
    console.log('Ctrl-C or `pnpm sandbox down` stops it.')

    let stopping = false
    const shutdown = async (signal: string) => {
      if (stopping) return
      stopping = true
      console.log(`\n${signal}: stopping the sandbox…`)
      await sandbox.stop()
      await removeManifest({ path })
      process.exit(0)
    }
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal))
  })

  program
    .command('down')
    .description('Stop the sandbox that `sandbox up` started.')
    .option('--manifest <path>', 'the manifest of the running sandbox', defaultManifestPath())
    .action(async (options: { manifest: string }) => {
      const manifest = await readManifest({ path: options.manifest })
      if (!manifest || !isOwnerAlive(manifest)) {
        await removeManifest({ path: options.manifest })
        console.log('The sandbox is not up.')
        return
      }
      process.kill(manifest.pid, 'SIGTERM')
      const deadline = Date.now() + 20_000
      while (isOwnerAlive(manifest) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
      if (isOwnerAlive(manifest)) {
        console.error(`The sandbox (pid ${manifest.pid}) did not stop in 20 s.`)
        process.exitCode = 1
        return
      }
      await removeManifest({ path: options.manifest })
      console.log('Sandbox stopped.')
    })

  program
    .command('status')
    .description('Show whether the sandbox is up, and each chain’s head block.')
    .option('--manifest <path>', 'the manifest of the running sandbox', defaultManifestPath())
    .action(async (options: { manifest: string }) => {
      const manifest = await readManifest({ path: options.manifest })
      if (!manifest || !isOwnerAlive(manifest)) {
        console.log('The sandbox is not up.')
        process.exitCode = 3
        return
      }
      console.log(`The sandbox is up (pid ${manifest.pid}, since ${manifest.startedAt}).`)
      for (const chain of manifest.chains) {
        const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 3_000 }) })
        const head = await client.getBlockNumber().then(String, () => 'not answering')
        console.log(`  ${chain.chainId} ${chain.name.padEnd(9)} ${chain.rpcUrl}  block ${head}`)
      }
    })
}

function printChains(manifest: SandboxManifest, describeChain: typeof DescribeChain) {
  for (const chain of manifest.chains) for (const line of describeChain({ chain })) console.log(`  ${line}`)
}
