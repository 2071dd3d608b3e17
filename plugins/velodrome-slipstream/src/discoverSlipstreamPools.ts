import { ChainUnavailableError, type DiscoverParameters, type DiscoverReturnType, InvalidParametersError, type Pool, readLogs } from '@sluice/core'
import { parseEventLogs } from 'viem'
import { slipstreamFactoryAbi } from './abi.js'
import type { SlipstreamSource } from './SlipstreamSource.js'
import { toSlipstreamPool } from './toSlipstreamPool.js'

export type DiscoverSlipstreamPoolsParameters = DiscoverParameters & {
  source: SlipstreamSource
}

export type DiscoverSlipstreamPoolsReturnType = DiscoverReturnType

const CURSOR = /^logs:(\d+)$/

/**
 * Finds a deployment's pools from the factory's `PoolCreated(token0, token1, tickSpacing, pool)`
 * logs, from the source's deploy block (or the cursor) to `toBlock`, in chunks of `blockRange`
 * blocks (through the chain's log reader, `logs`); the cursor (`logs:<next block>`) resumes. Every pool's address is checked against the
 * clone derivation. A pool's nominal `fee` is its tick spacing's (`tickSpacingToFee`, read at
 * `toBlock`); the fee it charges is read with its state.
 */
export async function discoverSlipstreamPools({
  client,
  toBlock,
  cursor,
  logs: reader,
  source,
}: DiscoverSlipstreamPoolsParameters): Promise<DiscoverSlipstreamPoolsReturnType> {
  const match = cursor === undefined ? undefined : CURSOR.exec(cursor)
  if (cursor !== undefined && !match) throw new InvalidParametersError(`Cursor ${cursor} is not a Slipstream discovery cursor.`)
  const start = match ? BigInt(match[1]!) : source.fromBlock
  const blockRange = BigInt(source.blockRange)
  const found: Pool[] = []
  try {
    for (let from = start; from <= toBlock; from += blockRange) {
      const to = from + blockRange - 1n < toBlock ? from + blockRange - 1n : toBlock
      const event = slipstreamFactoryAbi[0]
      const logs = parseEventLogs({
        abi: [event],
        logs: await readLogs({ reader, client, address: source.factory, events: [event], fromBlock: from, toBlock: to }),
      })
      for (const { args } of logs) {
        const pool = toSlipstreamPool({ ...args, id: source.id, config: source })
        if (pool) found.push(pool)
      }
    }
    const spacings = [...new Set(found.map((pool) => pool.extra?.tickSpacing as number))]
    const fees = await Promise.all(
      spacings.map((tickSpacing) =>
        client.readContract({
          address: source.factory,
          abi: slipstreamFactoryAbi,
          functionName: 'tickSpacingToFee',
          args: [tickSpacing],
          blockNumber: toBlock,
        }),
      ),
    )
    const feeOf = new Map(spacings.map((tickSpacing, i) => [tickSpacing, fees[i]!]))
    const pools = found.map((pool) => ({ ...pool, fee: feeOf.get(pool.extra?.tickSpacing as number)! }))
    return { pools, cursor: `logs:${start > toBlock ? start : toBlock + 1n}` }
  } catch (cause) {
    if (cause instanceof InvalidParametersError) throw cause
    throw new ChainUnavailableError({ chainId: source.chainId, cause, details: 'Reading Slipstream pool creations failed.' })
  }
}
