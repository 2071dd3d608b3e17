import { wordBounds } from './wordBounds.js'

export type WidenWordRangeParameters = {
  /** The pool's current tick and spacing. */
  tick: number
  tickSpacing: number
  /** The loaded word range (inclusive positions). */
  minWord: number
  maxWord: number
  /** The simulators' `StateNotLoadedError.request`s: `{ word }`, the positions they reached; others are ignored. */
  requests: readonly unknown[]
  /** The least number of words to add past a word asked for. */
  wordRadius: number
}

export type WidenWordRangeReturnType = { minWord: number; maxWord: number }

/**
 * The word range to load for a tick-bitmap pool whose swaps reached words outside the loaded
 * range: past each word asked for, to twice its distance from the current tick's word (and at
 * least `wordRadius` words past it), so a swap that walks far needs few rounds; clamped to the
 * words the tick spacing allows. The loaded range comes back when no word lies outside it.
 */
export function widenWordRange({ tick, tickSpacing, minWord, maxWord, requests, wordRadius }: WidenWordRangeParameters): WidenWordRangeReturnType {
  const current = Math.floor(tick / tickSpacing) >> 8
  const bounds = wordBounds({ tickSpacing })
  let from = minWord
  let to = maxWord
  for (const request of requests) {
    const word = (request as { word?: unknown } | null)?.word
    if (typeof word !== 'number' || !Number.isInteger(word)) continue
    const reach = Math.max(Math.abs(word - current), wordRadius, 1)
    if (word < minWord) from = Math.min(from, word - reach)
    if (word > maxWord) to = Math.max(to, word + reach)
  }
  return { minWord: Math.min(minWord, Math.max(bounds.minWord, from)), maxWord: Math.max(maxWord, Math.min(bounds.maxWord, to)) }
}
