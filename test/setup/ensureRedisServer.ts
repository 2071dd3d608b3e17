import { execFileSync, spawnSync } from 'node:child_process'

/**
 * The Redis tests (shared rate limits and competitions across server instances) start their own
 * `redis-server` on loopback. Redis is not an npm package, so on a machine without it this
 * installs Debian's package once, as root with apt-get (the fresh-machine set-up of the README);
 * the service Debian starts on install is stopped again, since the tests run their own.
 */
export function ensureRedisServer(): void {
  if (has('redis-server')) return
  const root = process.getuid?.() === 0
  const sudo = !root && spawnSync('sudo', ['-n', 'true']).status === 0
  if (!has('apt-get') || (!root && !sudo))
    throw new Error(
      'The Redis tests need redis-server on the PATH (Debian/Ubuntu: apt-get install redis-server), and it cannot be installed here without root.',
    )
  const run = (args: string[]) =>
    execFileSync(root ? args[0]! : 'sudo', root ? args.slice(1) : args, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  process.stderr.write('Installing redis-server (Debian package) for the Redis tests, once...\n')
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', 'redis-server'])
  try {
    run(['service', 'redis-server', 'stop'])
  } catch {
    // no service manager here: nothing was started
  }
  if (!has('redis-server')) throw new Error('redis-server is still missing after installing it.')
}

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}
