import type { SandboxChainPorts } from '@sluice/sandbox/cli'
import { type Command, Option } from 'commander'
import { projectConfigFileName } from '../config/projectConfigFileName.js'

export type AddSandboxOptionsParameters = {
  /** `sandbox up` or `start`: both take the same sandbox options. */
  command: Command
  /** The sandbox's chains (`sandboxChainPorts`): each has its `--port-<id>`, `--fork-url-<id>` and `--fork-block-<id>`. */
  chains: readonly SandboxChainPorts[]
  /** Where the manifest goes (`defaultManifestPath()`). */
  defaultManifestPath: string
}

/**
 * The options of a sandbox start, defined once for `sandbox up` and `start` (which starts one
 * when none is running): manifest, host, chains, per chain its port, fork URL and fork block (each
 * also from its environment variable, e.g. `SLUICE_PORT_999`, `SLUICE_FORK_URL_999`,
 * `SLUICE_FORK_BLOCK_999`), the fork manifest, a fork's extra sources and log range, `--no-cache`
 * and the plugins. Read them back with
 * `sandboxParametersFromOptions`.
 */
export function addSandboxOptions({ command, chains, defaultManifestPath }: AddSandboxOptionsParameters): Command {
  command
    .option('--manifest <path>', 'the sandbox manifest: attached to when a running sandbox wrote it, else written here', defaultManifestPath)
    .option('--host <host>', 'interface Anvil listens on', '127.0.0.1')
    .option('--chains <ids>', 'comma-separated chain IDs', chains.map((c) => c.chainId).join(','))
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
  for (const chain of chains) {
    command.addOption(
      new Option(`--port-${chain.chainId} <port>`, `port of chain ${chain.chainId} (0: a free port)`)
        .default(chain.defaultPort)
        .env(`SLUICE_PORT_${chain.chainId}`)
        .argParser(Number),
    )
    command.addOption(new Option(`--fork-url-${chain.chainId} <url>`, `fork chain ${chain.chainId} from this RPC URL`).env(chain.forkUrlEnv))
    command.addOption(
      new Option(`--fork-block-${chain.chainId} <block>`, `block to fork chain ${chain.chainId} at (default: its head, pinned)`)
        .env(`SLUICE_FORK_BLOCK_${chain.chainId}`)
        .argParser(BigInt),
    )
  }
  return command
}
