import { type ChildProcessByStdio, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { sluiceCliArgs } from './sluiceCliArgs.js'

const root = join(import.meta.dirname, '../..')

export type StartSluiceCliParameters = {
  /** The command and its arguments before the others. Default: `['start']`. */
  command?: readonly string[] | undefined
  /**
   * An installed \`sluice\` executable (e.g. a packed install's \`node_modules/.bin/sluice\`) and the
   * folder it runs in. Absent: the repository's CLI, from the repository's root (`sluiceCliArgs`).
   */
  installed?: { bin: string; cwd: string } | undefined
  /** Path of the manifest to write or attach to (overrides \`manifest\`). */
  manifestPath?: string | undefined
  /** The sandbox chains and their ports, e.g. `999=0` or `999=0,1868=0` (0: a free port): `--chains` and `--port-<id>`. */
  sandboxPorts?: string | undefined
  /** Environment variables besides this process's (e.g. `SLUICE_PORT_999`). */
  env?: Readonly<Record<string, string>> | undefined
  /** More arguments of `sluice start`, e.g. `['--config', path]`. */
  args?: readonly string[] | undefined
  /** Written by the CLI into a fresh temporary folder; absent: the CLI's default. */
  manifest?: boolean | undefined
  /** Resolves once the output contains this (the CLI prints its examples last). Default: `pnpm example:swap`. */
  readyWhen?: string | undefined
}

export type StartSluiceCliReturnType = {
  child: ChildProcessByStdio<null, Readable, Readable>
  /** Everything printed until ready. */
  stdout: string
  /** The server's base URL (empty for a command that serves no API, as \`sandbox up\`). */
  url: string
  manifestPath: string | undefined
  /** Resolves with the exit code. */
  exited: Promise<number | null>
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>
}

/** `pnpm start` as the README runs it (`sluice start`, or another long-running command), on a free HTTP port, from the workspace (`sluiceCliArgs`) or an installed package. */
export async function startSluiceCli({
  command = ['start'],
  installed,
  sandboxPorts,
  args = [],
  env = {},
  manifest = false,
  readyWhen = 'pnpm example:swap',
  ...parameters
}: StartSluiceCliParameters): Promise<StartSluiceCliReturnType> {
  const manifestPath = parameters.manifestPath ?? (manifest ? join(mkdtempSync(join(tmpdir(), 'sluice-cli-')), 'sandbox.json') : undefined)
  const cliArgs = [...command, ...(sandboxPorts ? sandboxPortArgs(sandboxPorts) : []), ...(manifestPath ? ['--manifest', manifestPath] : []), ...args]
  const child = spawn(installed ? installed.bin : process.execPath, installed ? cliArgs : sluiceCliArgs({ args: cliArgs }), {
    cwd: installed ? installed.cwd : root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8')
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk
  })
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        stdout += chunk
        if (stdout.includes(readyWhen)) resolve()
      })
      child.once('exit', (code, signal) => reject(new Error(`sluice ${command.join(' ')} exited early (${signal ?? code}): ${stdout}${stderr}`)))
    })
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  const stop = async () => {
    child.kill('SIGTERM')
    return exited
  }
  return { child, stdout, url: /listening on (http:\S+)/.exec(stdout)?.[1] ?? '', manifestPath, exited, stop }
}

/** `999=0,1868=0` as `--chains 999,1868 --port-999 0 --port-1868 0`. */
function sandboxPortArgs(pairs: string): string[] {
  const entries = pairs.split(',').map((pair) => pair.split('=') as [string, string])
  return ['--chains', entries.map(([chainId]) => chainId).join(','), ...entries.flatMap(([chainId, port]) => [`--port-${chainId}`, port])]
}
