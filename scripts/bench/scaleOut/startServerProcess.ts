import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { RunServerOptions } from './runServer.js'

const script = fileURLToPath(new URL('./runServer.ts', import.meta.url))
const START_TIMEOUT_MS = 180_000

export type ServerProcess = {
  url: string
  pid: number
  /** When `start` was called and when the server printed its URL (`performance.now()`). */
  spawnedAt: number
  listeningAt: number
  /** Resident memory now (MB), from /proc. */
  rssMb(): number
  /** SIGTERM (a clean stop: the server closes, a leader gives its lease up) and the exit. */
  stop(): Promise<void>
  /** SIGKILL and the exit: nothing is cleaned up. */
  kill(): Promise<void>
}

/** `runServer.ts` in a process of its own, resolved once it listens; its stderr's end in the error when it exits first. */
export async function startServerProcess(options: RunServerOptions): Promise<ServerProcess> {
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], { stdio: ['pipe', 'pipe', 'pipe'] })
  let exited = false
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  void exit.then(() => {
    exited = true
  })
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2_000)
  })
  let stdout = ''
  // A start that hangs is killed: its exit rejects the start.
  const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS)
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const line = /\{"url":"[^"]+"\}/.exec(stdout)?.[0]
      if (line) resolve((JSON.parse(line) as { url: string }).url)
    })
    child.once('exit', (code, signal) => reject(new Error(`a ${options.role} server exited at start (${signal ?? code}): ${stderr.trim()}`)))
  }).finally(() => clearTimeout(timer))
  const listeningAt = performance.now()
  const end = async (signal: NodeJS.Signals) => {
    if (exited) return
    child.kill(signal)
    await exit
  }
  return {
    url,
    pid: child.pid!,
    spawnedAt,
    listeningAt,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024,
    async stop() {
      // A clean stop within 30 s, or killed.
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
      await end('SIGTERM')
      clearTimeout(timer)
    },
    kill: () => end('SIGKILL'),
  }
}
