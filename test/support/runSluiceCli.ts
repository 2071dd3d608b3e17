import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { sluiceCliArgs } from './sluiceCliArgs.js'

const root = join(import.meta.dirname, '..', '..')

export type RunSluiceCliParameters = {
  /** The command line after `sluice`. */
  args: string[]
  /** Variables set (or, as `undefined`, removed) on top of this process's environment. */
  env?: Record<string, string | undefined>
}

export type RunSluiceCliReturnType = { status: number | null; stdout: string; stderr: string }

/**
 * The workspace's `sluice` CLI run to its end as a real process (from the repository root: the
 * bundle of its sources; `sluiceCliArgs`). Awaited, not `spawnSync`: the event loop keeps running, so independent runs go side by
 * side. Never throws: answers the exit code and the output.
 */
export function runSluiceCli({ args, env = {} }: RunSluiceCliParameters): Promise<RunSluiceCliReturnType> {
  const child = spawn(process.execPath, sluiceCliArgs({ args }), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (status) => resolve({ status, stdout, stderr }))
  })
}
