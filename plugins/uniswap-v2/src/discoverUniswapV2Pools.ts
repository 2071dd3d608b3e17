import { chunk, type DiscoverParameters, type DiscoverReturnType, InvalidParametersError, readLogs } from '@sluice/core'
import { type Address, parseEventLogs } from 'viem'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from './abi.js'
import type { ResolvedUniswapV2Config } from './resolveUniswapV2Config.js'
import { toUniswapV2Pool } from './toUniswapV2Pool.js'

/** `eth_getLogs` requests in flight at once during log discovery. */
const LOG_REQUESTS_IN_PARALLEL = 4

export type DiscoverUniswapV2PoolsParameters = DiscoverParameters & {
  config: ResolvedUniswapV2Config
}

export type DiscoverUniswapV2PoolsReturnType = DiscoverReturnType

/**
 * Finds a deployment's pairs up to `toBlock`, from the factory's `allPairs` list or its
 * `PairCreated` logs (`config.discovery`). The cursor is where the next call resumes:
 * `enumeration:<next pair index>` or `logs:<next block>`. Every pair's address is checked
 * against the CREATE2 derivation from the factory and `initCodeHash`, so a wrong config fails
 * loudly instead of routing through unknown contracts.
 */
export async function discoverUniswapV2Pools({
  client,
  toBlock,
  cursor,
  logs: reader,
  config,
}: DiscoverUniswapV2PoolsParameters): Promise<DiscoverUniswapV2PoolsReturnType> {
  const { mode } = config.discovery
  const [cursorMode, cursorValue] = cursor === undefined ? [mode, undefined] : cursor.split(':')
  if (cursorMode !== mode || (cursor !== undefined && !/^\d+$/.test(cursorValue ?? '')))
    throw new InvalidParametersError(`Cursor ${cursor} does not belong to ${mode} discovery.`)

  const found: { pair: Address; token0: Address; token1: Address }[] = []
  let next: bigint
  if (config.discovery.mode === 'logs') {
    const { fromBlock, blockRange } = config.discovery
    const start = cursorValue === undefined ? fromBlock : BigInt(cursorValue)
    const ranges: { fromBlock: bigint; toBlock: bigint }[] = []
    for (let from = start; from <= toBlock; from += blockRange)
      ranges.push({ fromBlock: from, toBlock: from + blockRange - 1n < toBlock ? from + blockRange - 1n : toBlock })
    // A few ranges at a time, in block order.
    for (const wave of chunk({ items: ranges, size: LOG_REQUESTS_IN_PARALLEL })) {
      const event = uniswapV2FactoryAbi[0]
      const results = await Promise.all(
        wave.map(async (range) =>
          parseEventLogs({ abi: [event], logs: await readLogs({ reader, client, address: config.factory, events: [event], ...range }) }),
        ),
      )
      for (const {
        args: [token0, token1, pair],
      } of results.flat())
        found.push({ pair, token0, token1 })
    }
    next = start > toBlock ? start : toBlock + 1n
  } else {
    next = cursorValue === undefined ? 0n : BigInt(cursorValue)
    const length = await client.readContract({
      address: config.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'allPairsLength',
      blockNumber: toBlock,
    })
    const indices: bigint[] = []
    for (let index = next; index < length; index++) indices.push(index)
    const pairs: Address[] = []
    for (const group of chunk({ items: indices, size: config.batchSize }))
      pairs.push(
        ...(await client.multicall({
          contracts: group.map((index) => ({ address: config.factory, abi: uniswapV2FactoryAbi, functionName: 'allPairs', args: [index] }) as const),
          allowFailure: false,
          blockNumber: toBlock,
          multicallAddress: config.multicall3,
          batchSize: 0,
        })),
      )
    const tokens: Address[] = []
    for (const group of chunk({ items: pairs, size: Math.max(1, Math.floor(config.batchSize / 2)) }))
      tokens.push(
        ...(await client.multicall({
          contracts: group.flatMap((pair) => [
            { address: pair, abi: uniswapV2PairAbi, functionName: 'token0' } as const,
            { address: pair, abi: uniswapV2PairAbi, functionName: 'token1' } as const,
          ]),
          allowFailure: false,
          blockNumber: toBlock,
          multicallAddress: config.multicall3,
          batchSize: 0,
        })),
      )
    pairs.forEach((pair, i) => {
      found.push({ pair, token0: tokens[2 * i]!, token1: tokens[2 * i + 1]! })
    })
    next = length > next ? length : next
  }

  const pools = found.map(({ pair, token0, token1 }) => toUniswapV2Pool({ pair, token0, token1, config }))
  return { pools, cursor: `${mode}:${next}` }
}
