import { ChainUnavailableError, type PoolState, type TrackParameters } from '@sluice/core'
import type { Address, PublicClient } from 'viem'
import type { AlgebraIntegralPoolState, AlgebraIntegralTick } from './AlgebraIntegralPoolState.js'
import type { AlgebraIntegralSourceContext } from './AlgebraIntegralSourceContext.js'
import { algebraPoolAbi } from './abi.js'

export type TrackAlgebraIntegralPoolsParameters = TrackParameters & {
  context: Pick<AlgebraIntegralSourceContext, 'chainId' | 'multicall3' | 'batchSize'>
}

export type TrackAlgebraIntegralPoolsReturnType = PoolState<AlgebraIntegralPoolState>[]

/** `TickTree.SECOND_LAYER_OFFSET`: leaf word `w` is bit `w + 3466` of the second layer. */
const SECOND_LAYER_OFFSET = 3466

type Call = { address: Address; functionName: string; args?: readonly unknown[] }

/**
 * Reads pools' swap state at a block through Multicall3, in four rounds: `globalState`,
 * `liquidity`, `tickSpacing`, `prevTickGlobal`, `nextTickGlobal` and `tickTreeRoot`; the tick
 * tree's non-empty second-layer words and the pool's current `fee()`; its non-empty leaf words
 * (`tickTable`); and `ticks` of every initialised tick. `PoolState.pool.fee` is set to the
 * pool's current fee.
 */
export async function trackAlgebraIntegralPools({
  client,
  pools,
  blockNumber,
  context,
}: TrackAlgebraIntegralPoolsParameters): Promise<TrackAlgebraIntegralPoolsReturnType> {
  if (pools.length === 0) return []
  const read = (calls: readonly Call[], what: string) => readAll({ client, calls, blockNumber, context, what })

  const heads = await read(
    pools.flatMap(({ address }) =>
      ['globalState', 'liquidity', 'tickSpacing', 'prevTickGlobal', 'nextTickGlobal', 'tickTreeRoot'].map((functionName) => ({ address, functionName })),
    ),
    'pool heads',
  )
  const roots = pools.map((_, i) => Number(heads[6 * i + 5] as number))

  const layerCalls = pools.flatMap(({ address }, i) =>
    setBits(BigInt(roots[i]!)).map((node) => ({ address, functionName: 'tickTreeSecondLayer', args: [node], pool: i, node })),
  )
  const [layers, currentFees] = await Promise.all([read(layerCalls, 'tick tree'), readCurrentFees({ client, pools, blockNumber, context })])
  const leafCalls = layerCalls.flatMap(({ address, pool, node }, j) =>
    setBits(layers[j] as bigint).map((bit) => {
      const word = node * 256 + bit - SECOND_LAYER_OFFSET
      return { address, functionName: 'tickTable', args: [word], pool, word }
    }),
  )
  const leaves = await read(leafCalls, 'tick table')
  const tickCalls = leafCalls.flatMap(({ address, pool, word }, j) =>
    setBits(leaves[j] as bigint).map((bit) => {
      const tick = word * 256 + bit
      return { address, functionName: 'ticks', args: [tick], pool, tick }
    }),
  )
  const tickData = await read(tickCalls, 'ticks')
  const ticks = pools.map(() => new Map<number, AlgebraIntegralTick>())
  tickCalls.forEach(({ pool, tick }, j) => {
    const [, liquidityDelta, prevTick, nextTick] = tickData[j] as readonly [bigint, bigint, number, number, ...unknown[]]
    ticks[pool]!.set(tick, { liquidityDelta, prevTick, nextTick })
  })

  return pools.map((pool, i) => {
    const [sqrtPrice, tick, lastFee, pluginConfig, communityFee] = heads[6 * i] as readonly [bigint, number, number, number, number, boolean]
    // A zero override means none: the swap then charges `lastFee`.
    const fee = currentFees[i] || lastFee
    const data: AlgebraIntegralPoolState = {
      sqrtPrice,
      tick,
      fee,
      lastFee,
      pluginConfig,
      communityFee,
      liquidity: heads[6 * i + 1] as bigint,
      tickSpacing: heads[6 * i + 2] as number,
      prevTick: heads[6 * i + 3] as number,
      nextTick: heads[6 * i + 4] as number,
      ticks: ticks[i]!,
    }
    return { pool: { ...pool, fee }, blockNumber, data }
  })
}

/**
 * Each pool's `fee()`: `lastFee`, or with a dynamic-fee plugin the plugin's current fee (which it
 * applies as an override, leaving `lastFee` stale). A plugin whose `getCurrentFee` reverts gives
 * `undefined`: the caller falls back to `lastFee`.
 */
async function readCurrentFees({
  client,
  pools,
  blockNumber,
  context,
}: Pick<TrackAlgebraIntegralPoolsParameters, 'client' | 'pools' | 'blockNumber' | 'context'>): Promise<(number | undefined)[]> {
  const results = await client
    .multicall({
      contracts: pools.map(({ address }) => ({ address, abi: algebraPoolAbi, functionName: 'fee' }) as const),
      allowFailure: true,
      blockNumber,
      multicallAddress: context.multicall3,
      batchSize: context.batchSize,
    })
    .catch((cause: unknown) => {
      throw new ChainUnavailableError({ chainId: context.chainId, cause, details: 'Reading Algebra Integral pool fees failed.' })
    })
  return results.map((result) => (result.status === 'success' ? result.result : undefined))
}

/** Positions of the set bits of a word, lowest first. */
function setBits(word: bigint): number[] {
  const bits: number[] = []
  for (let i = 0; word !== 0n; i++, word >>= 1n) if (word & 1n) bits.push(i)
  return bits
}

async function readAll({
  client,
  calls,
  blockNumber,
  context,
  what,
}: {
  client: PublicClient
  calls: readonly Call[]
  blockNumber: bigint
  context: TrackAlgebraIntegralPoolsParameters['context']
  what: string
}): Promise<unknown[]> {
  if (calls.length === 0) return []
  return client
    .multicall({
      contracts: calls.map(({ address, functionName, args }) => ({ address, abi: algebraPoolAbi, functionName, args }) as never),
      allowFailure: false,
      blockNumber,
      multicallAddress: context.multicall3,
      batchSize: context.batchSize,
    })
    .catch((cause: unknown) => {
      throw new ChainUnavailableError({ chainId: context.chainId, cause, details: `Reading Algebra Integral ${what} failed.` })
    })
}
