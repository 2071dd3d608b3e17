import { spawn } from 'node:child_process'
import { freePort } from '@sluice/sandbox'
import { Redis } from 'ioredis'

/** A throwaway redis-server on a free loopback port (no persistence), stopped by `stop()`. */
export async function startRedis() {
  const port = await freePort()
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `redis://127.0.0.1:${port}`
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => {})
  for (let attempt = 0; ; attempt++) {
    try {
      await probe.connect()
      await probe.ping()
      break
    } catch (error) {
      if (attempt > 50) {
        child.kill('SIGKILL')
        throw error
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  probe.disconnect()
  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}
