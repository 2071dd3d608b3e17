import type { ApplyLogsParameters, PoolState } from '@sluice/core'
import { decodeEventLog, type Log } from 'viem'
import { liquidityBookPairAbi } from './abi.js'
import type { LiquidityBookBin, LiquidityBookState } from './LiquidityBookState.js'
import { indexOfLiquidityBookBin } from './swapLiquidityBookBins.js'
import { getLiquidityBookVolatilityAccumulator, updateLiquidityBookVolatility } from './updateLiquidityBookVolatility.js'

export type ApplyLiquidityBookLogsParameters = ApplyLogsParameters<LiquidityBookState>

export type ApplyLiquidityBookLogsReturnType = PoolState<LiquidityBookState> | undefined

const MASK_128 = (1n << 128n) - 1n
const unpack = (amounts: `0x${string}`): [bigint, bigint] => [BigInt(amounts) & MASK_128, BigInt(amounts) >> 128n]

/**
 * A pair's state after its logs, where they carry all of it:
 * - `Swap` (one per bin crossed): the bin's reserves (its `amountsIn` already less the protocol's
 *   share), the accumulator, the active bin (the last one's); the swap's first log updates the
 *   references at its block's timestamp, which the log must carry (`blockTimestamp`);
 * - `DepositedToBins` / `WithdrawnFromBins`: the bins' reserves; `CompositionFees` (a deposit into
 *   the active bin that changes its composition): the references and accumulator, as a swap's;
 * - `StaticFeeParametersSet`, `ForcedDecay`: the fee parameters.
 * `undefined` (read the pair anew) when a log lacks its block's timestamp, touches a bin outside
 * the window read, or leaves the active bin in the window's outer quarters.
 */
export function applyLiquidityBookLogs({ state, logs, blockNumber }: ApplyLiquidityBookLogsParameters): ApplyLiquidityBookLogsReturnType {
  let data: LiquidityBookState = { ...state.data, bins: [...state.data.bins] }
  const bins = data.bins as LiquidityBookBin[]
  const [low, high] = data.window
  const setBin = (id: number, dx: bigint, dy: bigint): boolean => {
    if (id < low || id > high) return false
    const index = indexOfLiquidityBookBin(bins, id)
    const bin = bins[index]?.[0] === id ? bins[index]! : ([id, 0n, 0n] as const)
    const next = [id, bin[1] + dx, bin[2] + dy] as const
    if (bins[index]?.[0] !== id) bins.splice(index, 0, next)
    else if (next[1] === 0n && next[2] === 0n) bins.splice(index, 1)
    else bins[index] = next
    return true
  }
  let previous: Log | undefined
  for (const log of logs) {
    const event = decodeEventLog({ abi: liquidityBookPairAbi, data: log.data, topics: log.topics })
    const timestamp = (log as { blockTimestamp?: bigint | null }).blockTimestamp ?? undefined
    if (event.eventName === 'Swap') {
      const { id, amountsIn, amountsOut, volatilityAccumulator } = event.args
      const sameSwap = previous !== undefined && previous.transactionHash === log.transactionHash && previous.logIndex === (log.logIndex ?? 0) - 1
      if (!sameSwap) {
        if (timestamp === undefined) return undefined
        data = { ...data, variableFee: updateLiquidityBookVolatility({ ...data, timestamp }) }
      }
      const [inX, inY] = unpack(amountsIn)
      const [outX, outY] = unpack(amountsOut)
      if (!setBin(id, inX - outX, inY - outY)) return undefined
      data = { ...data, activeId: id, variableFee: { ...data.variableFee, volatilityAccumulator } }
    } else if (event.eventName === 'DepositedToBins' || event.eventName === 'WithdrawnFromBins') {
      const sign = event.eventName === 'DepositedToBins' ? 1n : -1n
      for (const [i, id] of event.args.ids.entries()) {
        const [x, y] = unpack(event.args.amounts[i]!)
        if (!setBin(Number(id), sign * x, sign * y)) return undefined
      }
    } else if (event.eventName === 'CompositionFees') {
      if (timestamp === undefined) return undefined
      const variableFee = updateLiquidityBookVolatility({ ...data, timestamp })
      data = {
        ...data,
        variableFee: {
          ...variableFee,
          volatilityAccumulator: getLiquidityBookVolatilityAccumulator({ staticFee: data.staticFee, variableFee, id: event.args.id }),
        },
      }
    } else if (event.eventName === 'StaticFeeParametersSet') {
      const { sender: _, ...staticFee } = event.args
      data = { ...data, staticFee }
    } else if (event.eventName === 'ForcedDecay') {
      const { volatilityAccumulator } = data.variableFee
      data = {
        ...data,
        variableFee: {
          ...data.variableFee,
          idReference: data.activeId,
          volatilityReference: Math.floor((volatilityAccumulator * data.staticFee.reductionFactor) / 10_000),
        },
      }
    }
    previous = log
  }
  const quarter = Math.floor((high - low) / 4)
  if (data.activeId < low + quarter || data.activeId > high - quarter) return undefined
  const baseFee = data.staticFee.baseFactor * data.binStep * 1e10
  return { pool: { ...state.pool, fee: Math.round(baseFee / 1e12) }, blockNumber, data: { ...data, timestamp: timestamp(logs, data.timestamp) } }
}

/** The state's simulated swap time after the logs: the last log's block's timestamp plus one, when known. */
function timestamp(logs: readonly Log[], current: bigint): bigint {
  const last = (logs.at(-1) as { blockTimestamp?: bigint | null } | undefined)?.blockTimestamp
  return last === undefined || last === null ? current : last + 1n
}
