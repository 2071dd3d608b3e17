import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/scripts/**/*.test.ts',
      'plugins/*/src/**/*.test.ts',
      'sandbox/src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    // Set-up hooks start Anvil worlds (deployed from scratch on a fresh clone): minutes on a busy 2-core machine.
    hookTimeout: 300_000,
    globalSetup: ['test/setup/globalSetup.ts'],
  },
})
