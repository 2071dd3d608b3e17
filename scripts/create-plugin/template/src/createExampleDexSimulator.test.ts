import { describeSimulatorConformance } from '@sluice/core/conformance'
import { createExampleDexSimulator } from './createExampleDexSimulator.js'

const pool = {
  id: '0x00000000000000000000000000000000000000A1',
  address: '0x00000000000000000000000000000000000000A1',
  sourceId: 0,
  tokens: ['0x0000000000000000000000000000000000000001', '0x0000000000000000000000000000000000000002'],
  fee: 3000,
} as const

// Core's suite: purity, clones, errors, monotonicity, exact out against exact in. Add a test
// that compares the simulator with your DEX's real contracts in Anvil, to the wei.
describeSimulatorConformance({
  name: 'example-dex',
  makeSimulator: () => createExampleDexSimulator({ state: { pool, blockNumber: 1n, data: { reserve0: 10n ** 24n, reserve1: 3n * 10n ** 27n } } }),
  makeEmptySimulator: () => createExampleDexSimulator({ state: { pool, blockNumber: 1n, data: { reserve0: 0n, reserve1: 0n } } }),
})
