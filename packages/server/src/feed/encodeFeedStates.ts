import { serialize } from 'node:v8'
import type { PoolState } from '@sluice/core'

/** The version of the feed's encoding: the first byte of every encoded entry. */
export const FEED_ENCODING_VERSION = 1

export type FeedStates = {
  /** New or changed pool states (every state of a snapshot). */
  changed: readonly PoolState[]
  /** Lower-cased IDs of pools no longer held. */
  removed: readonly string[]
}

export type EncodeFeedStatesParameters = FeedStates

/**
 * Encodes pool states for the feed: a version byte, then the states in the structured-clone format
 * (`node:v8`), the one that carries them to quote workers: bigints, maps, typed arrays and every
 * plugin's state shape come back as they were.
 */
export function encodeFeedStates({ changed, removed }: EncodeFeedStatesParameters): Buffer {
  return Buffer.concat([Buffer.of(FEED_ENCODING_VERSION), serialize({ changed, removed })])
}
