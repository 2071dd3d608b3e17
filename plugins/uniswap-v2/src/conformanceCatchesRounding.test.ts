import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..', '..')

/** Runs the conformance fixture as a vitest run of its own (as a plugin team runs the suite). */
function runFixture(injectBug?: 'fee-rounded-up' | 'refuses') {
  const config = join(mkdtempSync(join(tmpdir(), 'sluice-rounding-')), 'vitest.config.mjs')
  writeFileSync(
    config,
    `export default { test: { root: ${JSON.stringify(root)}, include: ['plugins/uniswap-v2/src/testing/feeRoundedUp.fixture.ts'], testTimeout: 120000, hookTimeout: 300000 } }\n`,
  )
  // Without this run's own vitest variables, so the nested vitest is a run of its own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'TEST' && name !== 'SLUICE_INJECT_BUG'))
  // A run with a bug stops at its first failure (`--bail`): the cases after it prove nothing here.
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', '--config', config, ...(injectBug ? ['--bail=1'] : [])], {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, NO_COLOR: '1', ...(injectBug ? { SLUICE_INJECT_BUG: injectBug } : {}) },
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

// The bug a DEX team shipped past the old suites (round amounts hid it; only an exact-out test
// caught it): the source suite's odd amounts must catch it with exact out absent.
it('the source conformance suite fails a simulator whose fee rounds up (no exact out), and passes the shipped one', () => {
  const buggy = runFixture('fee-rounded-up')
  expect(buggy.status, buggy.output).not.toBe(0)
  // It fails where the simulated exact-in swap is compared with the real one, on an amount that is not round.
  expect(buggy.output).toMatch(/FAIL .*a simulated exact-in swap equals a real swap through the router/)
  expect(buggy.output).toMatch(/sell \d*[1-9] of 0x/)
  // Run on the world the first run cached (whose history has no state), with discovery reading the factory at `toBlock`.
  const shipped = runFixture()
  expect(shipped.status, shipped.output).toBe(0)
}, 600_000)

// The outside author's suite skipped the amounts the simulator refused, so a simulator that refused
// what the pool serves passed: each refusal is now tried for real.
it('the source conformance suite fails a simulator that refuses swaps the pair serves', () => {
  const refusing = runFixture('refuses')
  expect(refusing.status, refusing.output).not.toBe(0)
  expect(refusing.output).toMatch(/FAIL .*a simulated exact-in swap equals a real swap through the router/)
  expect(refusing.output).toMatch(/sell \d+ of 0x\w+: the simulator refuses it \(.*\), the chain serves it/)
}, 600_000)
