import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'

const root = join(import.meta.dirname, '../..')
let child: ChildProcess
let env: NodeJS.ProcessEnv

// docs/cross-chain.md's path: `pnpm start` with both sandbox chains (free ports, its own manifest), then the bridge example.
beforeAll(async () => {
  const manifest = join(mkdtempSync(join(tmpdir(), 'sluice-bridge-example-')), 'sandbox.json')
  child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/cli.ts', 'start', '--sandbox-ports', '999=0,1868=0', '--manifest', manifest], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  child.stdout!.setEncoding('utf8')
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: string) => {
      stdout += chunk
      if (stdout.includes('pnpm example:swap')) resolve()
    })
    child.once('exit', () => reject(new Error(`sluice start exited early: ${stdout}`)))
  })
  expect(stdout).toContain('/v1/chains')
  env = { ...process.env, SLUICE_URL: /listening on (http:\S+)/.exec(stdout)![1]!, SLUICE_MANIFEST: manifest }
})
afterAll(async () => {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
})

test('examples/bridge.ts bridges USDT0 (999) to USDT (1868) through the cross-chain API and sees it filled', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'examples/bridge.ts'], { cwd: root, env, encoding: 'utf8', timeout: 60_000 })
  expect(result.status, result.stderr).toBe(0)
  expect(result.stdout).toContain('status: filled')
  expect(result.stdout).toContain('Bridged as quoted.')
})
