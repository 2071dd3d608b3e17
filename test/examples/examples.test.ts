import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bundledEntry } from '../support/bundledEntry.js'
import { type StartSluiceCliReturnType, startSluiceCli } from '../support/startSluiceCli.js'

const root = join(import.meta.dirname, '../..')
let cli: StartSluiceCliReturnType
let env: NodeJS.ProcessEnv

// The README's path: `pnpm start` (here on free ports, with its own manifest), then the examples.
beforeAll(async () => {
  cli = await startSluiceCli({ sandboxPorts: '999=0', manifest: true })
  env = { ...process.env, SLUICE_URL: cli.url, SLUICE_MANIFEST: cli.manifestPath }
})
afterAll(() => cli?.stop())

// Each example as the bundle of its sources (the same code as `pnpm example:<name>`, without tsx's start-up cost).
const run = (name: string) => spawnSync(process.execPath, [bundledEntry({ entry: `examples/${name}` })], { cwd: root, env, encoding: 'utf8', timeout: 60_000 })

test('examples/quote.ts prints a quote from the running server', () => {
  const result = run('quote')
  expect(result.stderr).toBe('')
  expect(result.status).toBe(0)
  expect(result.stdout).toMatch(/^10 HYPE -> [0-9.]+ USDT0 \(at least [0-9.]+ after slippage\)/)
  // The stable-to-stable order goes (at least partly) through the ve(3,3) stable pool.
  expect(result.stdout).toMatch(/\n1000000 USDe -> [0-9.]+ USDT0\n( {2}.+\n)* {2}VelodromeV2 0x/)
})

test('examples/swap.ts executes a swap with viem, exactly as quoted', () => {
  const result = run('swap')
  expect(result.status, result.stderr).toBe(0)
  expect(result.stdout).toContain('Executed exactly as quoted.')
})

test('the examples call the APIs through @sluice/client, not hand-written fetch calls', () => {
  for (const file of ['quote.ts', 'swap.ts', 'bridge.ts']) {
    const source = readFileSync(join(root, 'examples', file), 'utf8')
    expect(source, file).toContain("from '@sluice/client'")
    expect(source, file).not.toMatch(/\bfetch\(/)
  }
})
