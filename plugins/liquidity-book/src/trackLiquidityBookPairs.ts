import { chunk, type Pool, type PoolState, type TrackParameters } from '@sluice/core'
import type { PublicClient } from 'viem'
import { liquidityBookPairAbi } from './abi.js'
import type { LiquidityBookSource } from './LiquidityBookSource.js'
import type { LiquidityBookBin, LiquidityBookState } from './LiquidityBookState.js'

const MAX_ID = 0xffffff

export type TrackLiquidityBookPairsParameters = TrackParameters & {
  source: LiquidityBookSource
}

export type TrackLiquidityBookPairsReturnType = PoolState<LiquidityBookState>[]

type Head = { pool: Pool; binStep: number; activeId: number; staticFee: LiquidityBookState['staticFee']; variableFee: LiquidityBookState['variableFee'] }

/**
 * Reads the pairs' state at `blockNumber` through Multicall3: the active bin, bin step and fee
 * parameters (four calls per pair), then `getBin` for `config.binWindow` bins on each side of the
 * active one and `getNextNonEmptyBin` from the window's ends (whether liquidity lies beyond). The
 * state's `timestamp` is the block's plus one second: a swap lands in a later block.
 * `PoolState.pool.fee` is set to the pair's base fee (millionths).
 */
export async function trackLiquidityBookPairs({
  client,
  pools,
  blockNumber,
  source,
}: TrackLiquidityBookPairsParameters): Promise<TrackLiquidityBookPairsReturnType> {
  if (pools.length === 0) return []
  const { timestamp } = await client.getBlock({ blockNumber })
  const states: TrackLiquidityBookPairsReturnType = []
  for (const group of chunk({ items: pools, size: Math.max(1, Math.floor(source.config.batchSize / 4)) })) {
    const heads = await readHeads({ client, group, blockNumber, source })
    for (const head of heads) {
      const { bins, window, beyond } = await readBins({ client, head, blockNumber, source })
      const baseFee = head.staticFee.baseFactor * head.binStep * 1e10
      states.push({
        pool: { ...head.pool, fee: Math.round(baseFee / 1e12) },
        blockNumber,
        data: {
          binStep: head.binStep,
          activeId: head.activeId,
          staticFee: head.staticFee,
          variableFee: head.variableFee,
          bins,
          window,
          beyond,
          timestamp: timestamp + 1n,
        },
      })
    }
  }
  return states
}

async function readHeads({
  client,
  group,
  blockNumber,
  source,
}: {
  client: PublicClient
  group: readonly Pool[]
  blockNumber: bigint
  source: LiquidityBookSource
}): Promise<Head[]> {
  const results = await client.multicall({
    contracts: group.flatMap((pool) =>
      (['getActiveId', 'getBinStep', 'getStaticFeeParameters', 'getVariableFeeParameters'] as const).map((functionName) => ({
        address: pool.address,
        abi: liquidityBookPairAbi,
        functionName,
      })),
    ),
    allowFailure: false,
    blockNumber,
    multicallAddress: source.multicall3,
    batchSize: 0,
  })
  return group.map((pool, i) => {
    const [activeId, binStep, s, v] = results.slice(i * 4, i * 4 + 4) as [number, number, readonly number[], readonly number[]]
    const [baseFactor, filterPeriod, decayPeriod, reductionFactor, variableFeeControl, protocolShare, maxVolatilityAccumulator] = s
    const [volatilityAccumulator, volatilityReference, idReference, timeOfLastUpdate] = v
    return {
      pool,
      binStep,
      activeId,
      staticFee: {
        baseFactor: baseFactor!,
        filterPeriod: filterPeriod!,
        decayPeriod: decayPeriod!,
        reductionFactor: reductionFactor!,
        variableFeeControl: variableFeeControl!,
        protocolShare: protocolShare!,
        maxVolatilityAccumulator: maxVolatilityAccumulator!,
      },
      variableFee: {
        volatilityAccumulator: volatilityAccumulator!,
        volatilityReference: volatilityReference!,
        idReference: idReference!,
        timeOfLastUpdate: BigInt(timeOfLastUpdate!),
      },
    }
  })
}

async function readBins({ client, head, blockNumber, source }: { client: PublicClient; head: Head; blockNumber: bigint; source: LiquidityBookSource }) {
  const low = Math.max(0, head.activeId - source.config.binWindow)
  const high = Math.min(MAX_ID, head.activeId + source.config.binWindow)
  const ids = Array.from({ length: high - low + 1 }, (_, i) => low + i)
  const address = head.pool.address
  const [below, above] = await client.multicall({
    contracts: [
      { address, abi: liquidityBookPairAbi, functionName: 'getNextNonEmptyBin', args: [true, low] },
      { address, abi: liquidityBookPairAbi, functionName: 'getNextNonEmptyBin', args: [false, high] },
    ],
    allowFailure: false,
    blockNumber,
    multicallAddress: source.multicall3,
    batchSize: 0,
  })
  const bins: LiquidityBookBin[] = []
  for (const part of chunk({ items: ids, size: source.config.batchSize })) {
    const reserves = await client.multicall({
      contracts: part.map((id) => ({ address, abi: liquidityBookPairAbi, functionName: 'getBin', args: [id] }) as const),
      allowFailure: false,
      blockNumber,
      multicallAddress: source.multicall3,
      batchSize: 0,
    })
    part.forEach((id, i) => {
      const [x, y] = reserves[i]!
      if (x > 0n || y > 0n) bins.push([id, x, y])
    })
  }
  return {
    bins,
    window: [low, high] as const,
    beyond: [below !== MAX_ID && below !== 0 && below < low, above !== 0 && above !== MAX_ID && above > high] as const,
  }
}
