import { spawnSync } from 'node:child_process'

/**
 * The Redis tests (shared rate limits and competitions across server instances) need a Redis:
 * either `redis-server` on the PATH (each test starts its own on loopback) or `REDIS_URL`, a
 * throwaway server the tests may write into. Redis is not an npm package, so the test run never
 * installs it: CI (`.ci/run`) installs Debian's package before `pnpm test`, and elsewhere this
 * fails the `chain` project at once, saying how to get one.
 */
export function ensureRedisServer(): void {
  if (process.env.REDIS_URL) return
  if (spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0) return
  throw new Error(
    'The chain tests need Redis: put redis-server on the PATH (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis), or set REDIS_URL to a throwaway Redis the tests may write into. `pnpm test:unit` needs neither.',
  )
}
