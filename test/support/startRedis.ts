import { spawn } from 'node:child_process'
import { freePort } from '@sluice/sandbox'
import { Redis } from 'ioredis'
import { waitFor } from './waitFor.js'

/**
 * A throwaway redis-server on a free loopback port (no persistence), stopped by `stop()`; or, when
 * `REDIS_URL` is set (see test/setup/ensureRedisServer.ts), that server, which `stop()` leaves running.
 */
export async function startRedis() {
  const given = process.env.REDIS_URL
  if (given) return { url: given, async stop() {} }
  const port = await freePort()
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `redis://127.0.0.1:${port}`
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => {})
  try {
    await waitFor({
      what: `redis-server to answer on port ${port}`,
      probe: () =>
        probe
          .connect()
          .then(() => probe.ping())
          .then(
            () => true,
            () => false,
          ),
      timeoutMs: 10_000,
      intervalMs: 100,
    })
  } catch (error) {
    child.kill('SIGKILL')
    await exited
    throw error
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
