import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { type RunningAnvil, startAnvil } from '@sluice/sandbox'
import { type Hex, toHex } from 'viem'

export type StartAnvilAtBlockParameters = {
  chainId: number
  port?: number | undefined
  /** The head's number at start: the genesis block carries it (0: an ordinary start). */
  blockNumber: number
}

type AnvilState = { block: { number: Hex }; best_block_number: number; blocks: { header: { number: Hex } }[] }

/** An empty node's state (the same for every chain ID: it holds no chain ID), read once per process. */
let emptyState: Promise<AnvilState> | undefined

async function readEmptyState(): Promise<AnvilState> {
  const empty = await startAnvil({ chainId: 1 })
  try {
    const response = await fetch(empty.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [] }),
    })
    const { result } = (await response.json()) as { result: Hex }
    const state = JSON.parse(gunzipSync(Buffer.from(result.slice(2), 'hex')).toString()) as AnvilState
    if (state.blocks.length !== 1) throw new Error(`An empty Anvil dumped ${state.blocks.length} blocks, not its genesis alone.`)
    return state
  } finally {
    await empty.stop()
  }
}

/**
 * An Anvil whose chain starts at `blockNumber`, as a replica of a chain whose DEXes were deployed
 * millions of blocks in needs (pool discovery starts at a deployment's block). Mining that many
 * blocks takes minutes; instead an empty node's state is dumped, its genesis block renumbered, and
 * a node started from it (`--load-state`). Blocks below it do not exist; logs over them are empty.
 * The empty state is read once per process.
 */
export async function startAnvilAtBlock({ chainId, port, blockNumber }: StartAnvilAtBlockParameters): Promise<RunningAnvil> {
  if (blockNumber === 0) return startAnvil({ chainId, port })
  emptyState ??= readEmptyState()
  emptyState.catch(() => {
    emptyState = undefined
  })
  const state = structuredClone(await emptyState)
  state.blocks[0]!.header.number = toHex(blockNumber)
  state.block.number = toHex(blockNumber)
  state.best_block_number = blockNumber
  const directory = await mkdtemp(join(tmpdir(), 'sluice-replica-'))
  try {
    const loadState = join(directory, 'state.json')
    await writeFile(loadState, JSON.stringify(state))
    return await startAnvil({ chainId, port, loadState })
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}
