export type FindNewestLogParameters<log> = {
  /** The logs of one window of blocks, oldest first (e.g. `readLogs` through the chain's reader). */
  getLogs(window: { fromBlock: bigint; toBlock: bigint }): Promise<readonly log[]>
  /** Search from here down to `fromBlock`. */
  toBlock: bigint
  fromBlock: bigint
  /** Blocks per window: the chain's cap (`LogReader.spanOf`, default `DEFAULT_MAX_LOG_RANGE`). */
  blockRange: bigint
  /** Windows at most: a sample, not a full scan. */
  maxRequests: number
}

/**
 * The newest log that `getLogs` finds, searching backwards from `toBlock` in windows of
 * `blockRange` blocks, at most `maxRequests` of them; `undefined` when none was found. Used to take
 * one sample of a deployment (e.g. a pool its factory created) without scanning its history.
 */
export async function findNewestLog<log>({ getLogs, toBlock, fromBlock, blockRange, maxRequests }: FindNewestLogParameters<log>): Promise<log | undefined> {
  let to = toBlock
  for (let request = 0; request < maxRequests && to >= fromBlock; request++) {
    const from = to - blockRange + 1n > fromBlock ? to - blockRange + 1n : fromBlock
    const logs = await getLogs({ fromBlock: from, toBlock: to })
    if (logs.length > 0) return logs[logs.length - 1]
    to = from - 1n
  }
  return undefined
}
