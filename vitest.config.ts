import { defineConfig } from 'vitest/config'
import { chainTestFiles } from './test/setup/chainTestFiles.js'
import { SlowFirstSequencer } from './test/setup/SlowFirstSequencer.js'

const testFiles = [
  'packages/*/src/**/*.test.ts',
  'packages/*/scripts/**/*.test.ts',
  'plugins/*/src/**/*.test.ts',
  'sandbox/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'test/**/*.test.ts',
]
// The plugin template's own tests run in the plugin it becomes (scripts/create-plugin/createPlugin.test.ts).
const notTestFiles = ['**/node_modules/**', 'scripts/create-plugin/template/**']

/**
 * Two projects: `unit` (no global set-up: no Anvil, no Redis, no browser, no network; `pnpm test:unit`)
 * and `chain` (the files in `chainTestFiles`, after the set-up that warms the sandbox world and
 * checks for redis-server). `pnpm test` runs both.
 */
export default defineConfig({
  test: {
    // Three on the 2-core machine: the chain tests wait on Anvil, processes and receipts for much of
    // their time (two workers kept the cores about 80 % busy); a full run 517 s -> 483 s.
    maxWorkers: 3,
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: testFiles,
          exclude: [...notTestFiles, ...chainTestFiles],
          pool: 'threads',
          // Files share each thread's module cache: viem and the plugins are imported once per
          // thread, not once per file (import time 183 s -> 51 s, `pnpm test:unit` 157 s -> 73 s on 2 busy cores).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'chain',
          include: chainTestFiles,
          exclude: notTestFiles,
          pool: 'forks',
          // Files share each fork's module cache, as in `unit`: viem, the server, the sandbox and every plugin are imported once per fork, not once per file.
          isolate: false,
          // Set-up hooks start Anvil worlds (deployed from scratch on a fresh clone): minutes on a busy 2-core machine.
          hookTimeout: 300_000,
          globalSetup: ['test/setup/globalSetup.ts'],
        },
      },
    ],
  },
})
