import type { Log } from 'viem'
import { encodeAbiParameters, toEventSelector } from 'viem'
import { expect, it } from 'vitest'
import { createExampleDexAdapter } from './createExampleDexAdapter.js'

const pool = '0x00000000000000000000000000000000000000A1'
const adapter = createExampleDexAdapter({
  source: { id: 0, name: 'ExampleDex', description: '', deployBlock: '0' },
  config: { pools: [{ address: pool, token0: '0x0000000000000000000000000000000000000001', token1: '0x0000000000000000000000000000000000000002' }], fee: 3000 },
  chain: { chainId: 1, multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11', wrappedNative: '0x0000000000000000000000000000000000000001' },
  executor: undefined,
})
const sync = (reserve0: bigint, reserve1: bigint) =>
  ({
    address: pool,
    topics: [toEventSelector('Sync(uint112,uint112)')],
    data: encodeAbiParameters([{ type: 'uint112' }, { type: 'uint112' }], [reserve0, reserve1]),
  }) as unknown as Log

// The store applies a block's logs instead of reading the pool again: the last Sync holds both reserves.
// Also compare it with a fresh `track` after real swaps in Anvil (core's describeSourceConformance does).
it('applies Sync logs: the state after them is the last one', async () => {
  const [state] = await adapter
    .discover({ client: undefined as never, toBlock: 1n })
    .then(({ pools }) => pools.map((p) => ({ pool: p, blockNumber: 1n, data: { reserve0: 1n, reserve1: 1n } })))
  expect(adapter.changesState(sync(5n, 6n))).toBe(true)
  expect(adapter.logTopics).toEqual([toEventSelector('Sync(uint112,uint112)')])
  const next = adapter.applyLogs!({ state: state!, logs: [sync(5n, 6n), sync(7n, 8n)], blockNumber: 2n })
  expect(next).toEqual({ pool: state!.pool, blockNumber: 2n, data: { reserve0: 7n, reserve1: 8n } })
})
