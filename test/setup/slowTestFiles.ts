/**
 * The chain project's slowest files (wall time in a full run on the 2-core machine, s), started
 * first by `SlowFirstSequencer`. Vitest orders files by their last run's duration, but a fresh
 * clone has no last run and gets them by file size: the compile check (67 s, a small file) then
 * started five minutes in and ran alone at the end. `test/repo/testProjects.test.ts` checks that
 * each is a chain test file.
 */
export const slowTestFiles = [
  'test/repo/outsidePlugin.e2e.test.ts', // 75: packs and installs the published packages, a nested vitest
  'packages/contracts/scripts/compileContracts.test.ts', // 67: solc-js, every contract directory
  'test/sandbox/forkRealChain.test.ts', // 47: replicas of both chains, forked
  'scripts/create-plugin/createPlugin.test.ts', // 43: a scaffold's compile, typecheck, lint and tests
  'test/server/pluginModules.test.ts', // 35: CLI processes
  'test/explorer/explorer.e2e.test.ts', // 31: a browser
  'test/server/startForkOfReplicas.test.ts', // 31: replicas and a CLI
  'plugins/uniswap-v3/src/createUniswapV3Simulator.quoter.test.ts', // 31
  'test/meta/metaAggregator.e2e.test.ts', // 28
  'plugins/uniswap-v2/src/conformanceCatchesRounding.test.ts', // 23: nested vitest runs
]
