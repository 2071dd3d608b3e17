import { type ChildProcessByStdio, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'

const root = join(import.meta.dirname, '../..')

export type StartSluiceCliParameters = {
  /** `--sandbox-ports`, e.g. `999=0` or `999=0,1868=0` (0: a free port). */
  sandboxPorts?: string | undefined
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
  /** The server's base URL. */
  url: string
  manifestPath: string | undefined
  /** Resolves with the exit code. */
  exited: Promise<number | null>
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>
}

/** `pnpm start` as the README runs it (`sluice start`), on a free HTTP port, from the TypeScript sources. */
export async function startSluiceCli({
  sandboxPorts,
  args = [],
  manifest = false,
  readyWhen = 'pnpm example:swap',
}: StartSluiceCliParameters): Promise<StartSluiceCliReturnType> {
  const manifestPath = manifest ? join(mkdtempSync(join(tmpdir(), 'sluice-cli-')), 'sandbox.json') : undefined
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/server/src/cli.ts',
      'start',
      ...(sandboxPorts ? ['--sandbox-ports', sandboxPorts] : []),
      ...(manifestPath ? ['--manifest', manifestPath] : []),
      ...args,
    ],
    {
      cwd: root,
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
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
      child.once('exit', (code, signal) => reject(new Error(`sluice start exited early (${signal ?? code}): ${stdout}${stderr}`)))
    })
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  const stop = async () => {
    child.kill('SIGTERM')
    return exited
  }
  return { child, stdout, url: /listening on (http:\S+)/.exec(stdout)![1]!, manifestPath, exited, stop }
}
