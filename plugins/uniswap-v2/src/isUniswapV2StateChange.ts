import { type Log, toEventSelector } from 'viem'
import { uniswapV2PairAbi } from './abi.js'

const SYNC_TOPIC = toEventSelector(uniswapV2PairAbi[0])

export type IsUniswapV2StateChangeParameters = {
  log: Log
}

/** Whether a pair's log changes its reserves: every reserve change (swap, mint, burn, sync) emits `Sync`. */
export function isUniswapV2StateChange({ log }: IsUniswapV2StateChangeParameters): boolean {
  return log.topics[0] === SYNC_TOPIC
}
