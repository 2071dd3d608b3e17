export default { test: { testTimeout: 120_000, hookTimeout: 300_000 } }
