import type { PoolState } from '@sluice/core'
import type { ChainManifest } from '@sluice/sandbox'
import type { Redis } from 'ioredis'
import { type Address, getAddress } from 'viem'
import { encodeFeedSnapshot, FEED_SNAPSHOT_VERSION } from '../../../packages/server/src/feed/encodeFeedSnapshot.js'
import { feedKeys } from '../../../packages/server/src/feed/feedKeys.js'
import { readFeedSnapshot } from '../../../packages/server/src/feed/readFeedSnapshot.js'

/** The kinds whose states are copied: their state holds no token or pool address, only reserves, ticks and liquidity. */
const COPIED_KINDS = ['uniswap-v2', 'uniswap-v3']

export type WriteSyntheticSnapshotParameters = {
  redis: Redis
  chain: ChainManifest
  /** The live feed's prefix: its snapshot is the one copied. */
  from: string
  /** The prefix the synthetic snapshot is written under. */
  to: string
  pools: number
}

/**
 * A snapshot of `pools` pools for a replica's cold start, from the follower's real one: every real
 * pool state, then copies of its Uniswap V2 and V3 states (each with its own state object) under
 * new pool addresses and new token addresses per copy (each copy a graph of its own, beside the
 * real one, which quotes route through). Written with `at` now: the replica serves it at once.
 * Returns the snapshot's size in bytes (its chunks').
 */
export async function writeSyntheticSnapshot({ redis, chain, from, to, pools }: WriteSyntheticSnapshotParameters): Promise<number> {
  const source = await readFeedSnapshot({ redis, key: feedKeys({ keyPrefix: from, chainId: chain.chainId }).snapshot })
  if (!source) throw new Error('The follower wrote no snapshot.')
  const changed = source.states
  const kindOf = (sourceId: number) => chain.sources.find((entry) => entry.id === sourceId)?.kind ?? ''
  const copyable = changed.filter((state) => COPIED_KINDS.includes(kindOf(state.pool.sourceId)))
  if (copyable.length === 0) throw new Error('The snapshot has no Uniswap V2 or V3 state to copy.')
  // Token addresses keep the real tokens' order (their rank first): a copy's pools keep token0 < token1.
  const ranks = new Map(
    [...new Set(changed.flatMap((state) => state.pool.tokens.map((token) => token.toLowerCase())))].sort().map((token, rank) => [token, rank]),
  )
  const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0')
  const states: PoolState[] = [...changed]
  for (let n = 0; states.length < pools; n++) {
    const copy = Math.floor(n / copyable.length) + 1
    const original = copyable[n % copyable.length]!
    const token = (address: Address) => getAddress(`0x${hex(ranks.get(address.toLowerCase())!, 4)}${hex(copy, 8)}${'e'.repeat(28)}`)
    const address = getAddress(`0x${hex(copy, 8)}${hex(n, 8)}${'c'.repeat(24)}`)
    states.push({
      ...original,
      pool: { ...original.pool, id: address, address, tokens: [token(original.pool.tokens[0]), token(original.pool.tokens[1])] },
      data: structuredClone(original.data),
    })
  }
  const chunks = encodeFeedSnapshot({ states })
  const keys = feedKeys({ keyPrefix: to, chainId: chain.chainId })
  const snapshot = { v: FEED_SNAPSHOT_VERSION, id: '0-1', block: String(source.blockNumber), hash: source.blockHash, at: String(Date.now()) }
  const fields = Object.fromEntries(chunks.map((chunk, index) => [`data${index}`, chunk]))
  await redis
    .multi()
    .del(keys.stream, keys.snapshot)
    .hset(keys.snapshot, { ...snapshot, chunks: String(chunks.length), ...fields })
    .exec()
  return chunks.reduce((total, chunk) => total + chunk.length, 0)
}
