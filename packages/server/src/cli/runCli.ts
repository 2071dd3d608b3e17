import { Command, CommanderError } from 'commander'
import type { CliContext } from './CliContext.js'
import { registerConfigCommands } from './registerConfigCommands.js'
import { registerContractsCommands } from './registerContractsCommands.js'
import { registerKeysCommands } from './registerKeysCommands.js'
import { registerSandboxCommands } from './registerSandboxCommands.js'
import { registerStartCommand } from './registerStartCommand.js'

export type RunCliParameters = {
  /** The command line after `sluice`, e.g. `['contracts', 'deploy', '--config', 'sluice.config.json']`. */
  argv: readonly string[]
  /** The environment the commands read (e.g. `contracts deploy`'s signer). Default: this process's. */
  env?: NodeJS.ProcessEnv | undefined
  /** Standard output of `keys`, `config` and `contracts` and of commander (help). Default: this process's. */
  stdout?: ((text: string) => void) | undefined
  /** Standard error of the same. Default: this process's. */
  stderr?: ((text: string) => void) | undefined
}

/**
 * The `sluice` CLI (the binary runs it with its own arguments): runs one command and answers its
 * exit code. A failure (a bad option, a bad config, a dead node) is one line on standard error,
 * `sluice: <message>`, and exit code 1, not a stack trace (`SLUICE_DEBUG` adds it). A long-running
 * command (`start`, `sandbox up`) answers 0 once started and keeps running.
 *
 * Only what defines the commands and options is imported up front: each command imports its own
 * code (and the sandbox and plugins, when it needs them) when it runs, so `--help` and the quick
 * commands start fast.
 */
export async function runCli({
  argv,
  env = process.env,
  stdout = (text) => process.stdout.write(text),
  stderr = (text) => process.stderr.write(text),
}: RunCliParameters): Promise<number> {
  const context: CliContext = { env, stdout, stderr, exitCode: 0 }
  const program = new Command('sluice')
    .description('Sluice: the DEX aggregator server and its tools.')
    .exitOverride()
    .configureOutput({ writeOut: stdout, writeErr: stderr })
  await registerStartCommand({ program })
  registerKeysCommands({ program, context })
  registerConfigCommands({ program, context })
  registerContractsCommands({ program, context })
  await registerSandboxCommands({ program })
  try {
    await program.parseAsync([...argv], { from: 'user' })
    return context.exitCode
  } catch (error) {
    // Commander has printed its own message (a bad option, or help): only its exit code is left.
    if (error instanceof CommanderError) return error.exitCode
    // Start-up failures (a port in use, a bad config) are one clear line, not a stack trace.
    const message = error instanceof Error ? error.message : String(error)
    stderr(`sluice: ${message}\n`)
    if (env.SLUICE_DEBUG) console.error(error)
    return 1
  }
}
