import type { PublicClient } from 'viem'

export type FindBlockByTimestampParameters = {
  client: PublicClient
  /** Unix seconds. */
  timestamp: number
  /** The search range, inclusive: the answer is in `[low, high + 1]`. */
  low: bigint
  high: bigint
  /** `high`'s timestamp, when already known (saves a read). */
  highTimestamp?: number | undefined
}

/**
 * The first block in `[low, high]` whose timestamp is at least `timestamp` (`high + 1` when none
 * is), by block reads: each guess is interpolated from the timestamps of the range's ends (block
 * times are regular on most chains, so a few reads do), every other guess halves the range (so
 * irregular block times cost at most twice a binary search).
 */
export async function findBlockByTimestamp({ client, timestamp, low, high, highTimestamp }: FindBlockByTimestampParameters): Promise<bigint> {
  const at = async (number: bigint) => Number((await client.getBlock({ blockNumber: number, includeTransactions: false })).timestamp)
  let lowTime = await at(low)
  if (lowTime >= timestamp) return low
  let highTime = highTimestamp ?? (await at(high))
  if (highTime < timestamp) return high + 1n
  // Invariant: block `low` is before `timestamp`, block `high` is at or after it.
  for (let step = 0; high - low > 1n; step++) {
    const span = high - low
    const interpolated = low + (span * BigInt(timestamp - lowTime)) / BigInt(Math.max(1, highTime - lowTime))
    const guess = step % 2 === 0 ? clamp(interpolated, low + 1n, high - 1n) : low + span / 2n
    const time = await at(guess)
    if (time >= timestamp) {
      high = guess
      highTime = time
    } else {
      low = guess
      lowTime = time
    }
  }
  return high
}

function clamp(value: bigint, min: bigint, max: bigint): bigint {
  return value < min ? min : value > max ? max : value
}
