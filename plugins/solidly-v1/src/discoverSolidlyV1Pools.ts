import { chunk, type DiscoverParameters, type DiscoverReturnType, InvalidParametersError, readLogs } from '@sluice/core'
import { type Address, parseEventLogs } from 'viem'
import { solidlyV1FactoryAbi, solidlyV1PoolAbi } from './abi.js'
import type { SolidlyV1Source } from './SolidlyV1Source.js'
import { toSolidlyV1Pool } from './toSolidlyV1Pool.js'

/** Blocks per step of log discovery (the chain's log reader splits each into requests within its cap). */
const BLOCK_RANGE = 10_000n

export type DiscoverSolidlyV1PoolsParameters = DiscoverParameters & {
  source: SolidlyV1Source
}

export type DiscoverSolidlyV1PoolsReturnType = DiscoverReturnType

/**
 * Finds a deployment's pools up to `toBlock`, from the factory's `PairCreated` logs or its
 * `allPairs` list (`config.discovery`), resumable by cursor (`logs:<next block>` or
 * `enumeration:<next pool index>`). Every pool's address is checked against its derivation.
 */
export async function discoverSolidlyV1Pools({
  client,
  toBlock,
  cursor,
  logs: reader,
  source,
}: DiscoverSolidlyV1PoolsParameters): Promise<DiscoverSolidlyV1PoolsReturnType> {
  const { config } = source
  const mode = config.discovery
  const [cursorMode, cursorValue] = cursor === undefined ? [mode, undefined] : cursor.split(':')
  if (cursorMode !== mode || (cursor !== undefined && !/^\d+$/.test(cursorValue ?? '')))
    throw new InvalidParametersError(`Cursor ${cursor} does not belong to ${mode} discovery.`)

  const found: { pool: Address; token0: Address; token1: Address; stable: boolean }[] = []
  let next: bigint
  if (mode === 'logs') {
    const start = cursorValue === undefined ? source.deployBlock : BigInt(cursorValue)
    for (let from = start; from <= toBlock; from += BLOCK_RANGE) {
      const event = solidlyV1FactoryAbi[0]
      const to = from + BLOCK_RANGE - 1n < toBlock ? from + BLOCK_RANGE - 1n : toBlock
      const logs = parseEventLogs({
        abi: [event],
        logs: await readLogs({ reader, client, address: config.factory, events: [event], fromBlock: from, toBlock: to }),
      })
      for (const { args } of logs) found.push({ pool: args.pair, token0: args.token0, token1: args.token1, stable: args.stable })
    }
    next = start > toBlock ? start : toBlock + 1n
  } else {
    next = cursorValue === undefined ? 0n : BigInt(cursorValue)
    const length = await client.readContract({ address: config.factory, abi: solidlyV1FactoryAbi, functionName: 'allPairsLength', blockNumber: toBlock })
    const indices: bigint[] = []
    for (let index = next; index < length; index++) indices.push(index)
    for (const group of chunk({ items: indices, size: config.batchSize })) {
      const pools = await client.multicall({
        contracts: group.map((index) => ({ address: config.factory, abi: solidlyV1FactoryAbi, functionName: 'allPairs', args: [index] }) as const),
        allowFailure: false,
        blockNumber: toBlock,
        multicallAddress: source.multicall3,
        batchSize: 0,
      })
      const metadata = await client.multicall({
        contracts: pools.map((pool) => ({ address: pool, abi: solidlyV1PoolAbi, functionName: 'metadata' }) as const),
        allowFailure: false,
        blockNumber: toBlock,
        multicallAddress: source.multicall3,
        batchSize: 0,
      })
      pools.forEach((pool, i) => {
        const [, , , , stable, token0, token1] = metadata[i]!
        found.push({ pool, token0, token1, stable })
      })
    }
    next = length > next ? length : next
  }
  return { pools: found.map((pool) => toSolidlyV1Pool({ ...pool, sourceId: source.id, config })), cursor: `${mode}:${next}` }
}
