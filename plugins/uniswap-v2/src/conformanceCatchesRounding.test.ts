import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..', '..')

/** Runs the conformance fixture as a vitest run of its own (as a plugin team runs the suite). */
function runFixture(injectBug: boolean) {
  const config = join(mkdtempSync(join(tmpdir(), 'sluice-rounding-')), 'vitest.config.mjs')
  writeFileSync(
    config,
    `export default { test: { root: ${JSON.stringify(root)}, include: ['plugins/uniswap-v2/src/testing/feeRoundedUp.fixture.ts'], testTimeout: 120000, hookTimeout: 300000 } }\n`,
  )
  // Without this run's own vitest variables, so the nested vitest is a run of its own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST' && name !== 'SLUICE_INJECT_BUG'))
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', '--config', config], {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, NO_COLOR: '1', ...(injectBug ? { SLUICE_INJECT_BUG: '1' } : {}) },
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

// The bug a DEX team shipped past the old suites (round amounts hid it; only an exact-out test
// caught it): the source suite's odd amounts must catch it with exact out absent.
it('the source conformance suite fails a simulator whose fee rounds up (no exact out), and passes the shipped one', () => {
  const buggy = runFixture(true)
  expect(buggy.status, buggy.output).not.toBe(0)
  // It fails where the simulated exact-in swap is compared with the real one, on an amount that is not round.
  expect(buggy.output).toMatch(/FAIL .*a simulated exact-in swap equals a real swap through the router/)
  expect(buggy.output).toMatch(/sell \d*[1-9] of 0x/)
  const shipped = runFixture(false)
  expect(shipped.status, shipped.output).toBe(0)
}, 600_000)
