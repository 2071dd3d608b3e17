import { expect } from 'vitest'
import type { Citation } from '../types/KnownDeployment.js'

export type ExpectCitedParameters = {
  /** What the citations are of, for the failure message. */
  what: string
  sources: readonly Citation[]
}

/** Fails unless `sources` holds at least one citation, each a public URL with a note of what was read there. */
export function expectCited({ what, sources }: ExpectCitedParameters): void {
  expect(sources.length, `${what} has a citation`).toBeGreaterThan(0)
  for (const { url, note } of sources) {
    expect(url, `${what}: a public URL`).toMatch(/^https:\/\/\S+$/)
    expect(note.length, `${what}: says what was read there`).toBeGreaterThan(0)
  }
}
