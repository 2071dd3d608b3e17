export type FeedKeysParameters = {
  /** `feed.keyPrefix` of the config. */
  keyPrefix: string
  chainId: number
}

export type FeedKeys = {
  /** The stream of the chain's entries (`block`, `reset`, `beat`), trimmed to `feed.maxLength`. */
  stream: string
  /** A hash: the latest full snapshot (`v`, `id` of the stream entry it is at, `block`, `hash`, `at`, `data`). */
  snapshot: string
  /** The leader's lease: the token of the follower that publishes. */
  lease: string
  /** Set by a replica that found a gap with the latest snapshot already loaded: the leader writes a fresh snapshot at its next lease renewal. */
  resync: string
}

export type FeedKeysReturnType = FeedKeys

/** The Redis keys of one chain's pool-state feed. */
export function feedKeys({ keyPrefix, chainId }: FeedKeysParameters): FeedKeysReturnType {
  const base = `${keyPrefix}:${chainId}`
  return { stream: `${base}:stream`, snapshot: `${base}:snapshot`, lease: `${base}:lease`, resync: `${base}:resync` }
}
