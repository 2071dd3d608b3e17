import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bundledEntry } from '../support/bundledEntry.js'
import { type StartSluiceCliReturnType, startSluiceCli } from '../support/startSluiceCli.js'

const root = join(import.meta.dirname, '../..')
let cli: StartSluiceCliReturnType
let env: NodeJS.ProcessEnv

// docs/cross-chain.md's path: `pnpm start` with both sandbox chains (free ports, its own manifest), then the bridge example.
beforeAll(async () => {
  cli = await startSluiceCli({ sandboxPorts: '999=0,1868=0', manifest: true })
  expect(cli.stdout).toContain('/v1/chains')
  env = { ...process.env, SLUICE_URL: cli.url, SLUICE_MANIFEST: cli.manifestPath }
})
afterAll(() => cli?.stop())

test('examples/bridge.ts bridges USDT0 (999) to USDT (1868) through the cross-chain API and sees it filled', () => {
  // The example as the bundle of its sources (the same code as `pnpm example:bridge`, without tsx's start-up cost).
  const result = spawnSync(process.execPath, [bundledEntry({ entry: 'examples/bridge' })], { cwd: root, env, encoding: 'utf8', timeout: 60_000 })
  expect(result.status, result.stderr).toBe(0)
  expect(result.stdout).toContain('status: filled')
  expect(result.stdout).toContain('Bridged as quoted.')
})
