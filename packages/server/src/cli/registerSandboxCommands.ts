import type { describeChain as DescribeChain, SandboxManifest } from '@sluice/sandbox'
import type { Command } from 'commander'
import { addSandboxOptions } from './addSandboxOptions.js'
import { loadSandboxCli } from './loadSandboxCli.js'
import { sandboxDownCommand } from './sandboxDownCommand.js'
import { type SandboxCliOptions, sandboxParametersFromOptions } from './sandboxParametersFromOptions.js'

export type RegisterSandboxCommandsParameters = {
  program: Command
}

/**
 * `sluice sandbox up|down|status` (`pnpm sandbox ...`): local Anvil chains with the fixture
 * world, or forks of real chains, for the default plugins and those of the project config file
 * and `--plugin`. Needs the optional `@sluice/sandbox` package, loaded when a command runs.
 */
export async function registerSandboxCommands({ program: parent }: RegisterSandboxCommandsParameters): Promise<void> {
  const sandboxCli = await loadSandboxCli()
  const program = parent.command('sandbox').description('Local Anvil chains with a deterministic DEX fixture world, or forks of real chains.')
  if (!sandboxCli) {
    program.action(() => {
      console.error('The sandbox needs the optional package @sluice/sandbox (Linux x64): install it next to @sluice/server.')
      process.exitCode = 1
    })
    return
  }
  const { sandboxChainPorts, defaultManifestPath, isOwnerAlive, readManifest, removeManifest } = sandboxCli

  const up = addSandboxOptions({
    command: program.command('up').description('Start the sandbox chains in the foreground; Ctrl-C or `sandbox down` stops them.'),
    chains: sandboxChainPorts,
    defaultManifestPath: defaultManifestPath(),
  })

  up.action(async (options: SandboxCliOptions) => {
    const [{ describeChain, readForkSources, writeManifest, startSandbox }, { loadPlugins }, { resolveCliPluginModules }] = await Promise.all([
      import('@sluice/sandbox'),
      import('../config/loadPlugins.js'),
      import('./resolveCliPluginModules.js'),
    ])
    const path = String(options.manifest)
    const { sources: plugins, bridges } = await loadPlugins({
      modules: resolveCliPluginModules({ project: options.project as string | undefined, plugins: options.plugin as string[] | undefined, cwd: process.cwd() }),
    })
    const existing = await readManifest({ path })
    if (existing && isOwnerAlive(existing)) {
      console.log(`The sandbox is already up (pid ${existing.pid}):`)
      printChains(existing, describeChain)
      return
    }
    const began = performance.now()
    const sandbox = await startSandbox({
      ...(await sandboxParametersFromOptions({ options, readManifest, readForkSources })),
      plugins,
      bridgePlugins: bridges,
    })
    const seconds = ((performance.now() - began) / 1000).toFixed(2)
    await writeManifest({ path, manifest: sandbox.manifest })
    console.log(`Sandbox up in ${seconds} s (pid ${process.pid}). Manifest: ${path}`)
    printChains(sandbox.manifest, describeChain)
    console.log(`Ctrl-C or \`${sandboxDownCommand({ env: process.env })}\` stops it.`)

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
      const { createPublicClient, http } = await import('viem')
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
