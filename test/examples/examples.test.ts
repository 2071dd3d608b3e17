import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'

const root = join(import.meta.dirname, '../..')
let child: ChildProcess
let env: NodeJS.ProcessEnv

// The README's path: `pnpm start` (here on free ports, with its own manifest), then the examples.
beforeAll(async () => {
  const manifest = join(mkdtempSync(join(tmpdir(), 'sluice-examples-')), 'sandbox.json')
  child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/cli.ts', 'start', '--sandbox-ports', '999=0', '--manifest', manifest], {
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
  env = { ...process.env, SLUICE_URL: /listening on (http:\S+)/.exec(stdout)![1]!, SLUICE_MANIFEST: manifest }
})
afterAll(async () => {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
})

const run = (file: string) => spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, env, encoding: 'utf8', timeout: 60_000 })

test('examples/quote.ts prints a quote from the running server', () => {
  const result = run('examples/quote.ts')
  expect(result.stderr).toBe('')
  expect(result.status).toBe(0)
  expect(result.stdout).toMatch(/^10 HYPE -> [0-9.]+ USDT0 \(at least [0-9.]+ after slippage\)/)
})

test('examples/swap.ts executes a swap with viem, exactly as quoted', () => {
  const result = run('examples/swap.ts')
  expect(result.status, result.stderr).toBe(0)
  expect(result.stdout).toContain('Executed exactly as quoted.')
})
