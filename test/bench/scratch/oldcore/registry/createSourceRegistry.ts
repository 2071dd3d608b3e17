import { DuplicateSourceIdError, UnknownSourceError } from '../errors/errors.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'

export type SourceRegistry = {
  /** Adds an adapter; a source ID that is already taken is refused. */
  register(adapter: SourceAdapter): void
  /** The adapter with this ID; throws `UnknownSourceError` when there is none. */
  get(id: number): SourceAdapter
  has(id: number): boolean
  /** All adapters, by ascending ID. */
  list(): SourceAdapter[]
}

export type CreateSourceRegistryParameters = {
  adapters?: readonly SourceAdapter[] | undefined
}

/** A registry of source adapters keyed by their append-only integer source ID. */
export function createSourceRegistry({ adapters = [] }: CreateSourceRegistryParameters = {}): SourceRegistry {
  const byId = new Map<number, SourceAdapter>()
  const registry: SourceRegistry = {
    register(adapter) {
      if (!Number.isSafeInteger(adapter.id) || adapter.id < 0)
        throw new UnknownSourceError({ id: adapter.id, details: 'Source IDs are non-negative integers.' })
      if (byId.has(adapter.id)) throw new DuplicateSourceIdError({ id: adapter.id, details: `Taken by ${byId.get(adapter.id)?.name}.` })
      byId.set(adapter.id, adapter)
    },
    get(id) {
      const adapter = byId.get(id)
      if (!adapter) throw new UnknownSourceError({ id })
      return adapter
    },
    has: (id) => byId.has(id),
    list: () => [...byId.values()].sort((a, b) => a.id - b.id),
  }
  for (const adapter of adapters) registry.register(adapter)
  return registry
}
