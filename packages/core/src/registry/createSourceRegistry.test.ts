import { describe, expect, it } from 'vitest'
import { DuplicateSourceIdError, UnknownSourceError } from '../errors/errors.js'
import type { SourceAdapter } from '../types/SourceAdapter.js'
import { createSourceRegistry } from './createSourceRegistry.js'

const adapter = (id: number, name = `source-${id}`) => ({ id, name, description: name, kind: 'test' }) as unknown as SourceAdapter

describe('createSourceRegistry', () => {
  it('keeps adapters by ID and lists them in ID order', () => {
    const registry = createSourceRegistry({ adapters: [adapter(4), adapter(1)] })
    registry.register(adapter(2))
    expect(registry.list().map((a) => a.id)).toEqual([1, 2, 4])
    expect(registry.get(4).name).toBe('source-4')
    expect(registry.has(3)).toBe(false)
  })

  it('refuses a duplicate ID, naming the source that holds it', () => {
    const registry = createSourceRegistry({ adapters: [adapter(7, 'UniswapV3')] })
    expect(() => registry.register(adapter(7, 'ForkSwapV3'))).toThrow(DuplicateSourceIdError)
    expect(() => registry.register(adapter(7, 'ForkSwapV3'))).toThrow(/UniswapV3/)
    expect(registry.get(7).name).toBe('UniswapV3')
  })

  it('refuses IDs that are not non-negative integers, and unknown lookups', () => {
    const registry = createSourceRegistry()
    for (const id of [-1, 1.5, Number.NaN]) expect(() => registry.register(adapter(id))).toThrow(UnknownSourceError)
    expect(() => registry.get(99)).toThrow(UnknownSourceError)
    expect(registry.list()).toEqual([])
  })
})
