/** A map read through the changes of one block over a base shared with the graphs before it. */
export type LayeredMap<value> = ReadonlyMap<string, value> & {
  /** Only while the graph is being patched: a graph is immutable once built. */
  set(key: string, value: value): void
}

export type CreateLayeredMapParameters<value> = {
  /** The map to start from (left as it is): a plain map, or a layered map of an earlier block. */
  from: ReadonlyMap<string, value>
}

export type CreateLayeredMapReturnType<value> = LayeredMap<value>

/** Changes kept over one base before they are folded into a new base: at most this share of it (or 64). */
const FOLD_SHARE = 1 / 8
const MIN_CHANGES = 64

/**
 * A copy of `from` to edit, without copying it: reads go to a small map of changes, then to the
 * base `from` shares (a token map of 100,000 pools has 20,000 keys; a block changes a few
 * dozen). Iteration gives the base's keys in their order (with changed values), then the new
 * keys in the order they were set: the order of a copied `Map` edited the same way. Once the
 * changes outgrow their share of the base, the copy is a plain new base (a full copy, now and
 * then).
 */
export function createLayeredMap<value>({ from }: CreateLayeredMapParameters<value>): CreateLayeredMapReturnType<value> {
  if (!(from instanceof Layered)) return new Layered(from, new Map(), 0)
  if (from.changes.size <= Math.max(MIN_CHANGES, from.base.size * FOLD_SHARE)) return new Layered(from.base, new Map(from.changes), from.added)
  return new Layered(new Map(from), new Map(), 0)
}

export type LayeredChangesSinceParameters<value> = {
  map: ReadonlyMap<string, value>
  /** An earlier block's map that `map` may have been layered over. */
  origin: ReadonlyMap<string, value>
}

/**
 * The base both maps read through and `map`'s changes over it, or undefined.
 * @see layeredChangesSince
 */
export type LayeredChangesSinceReturnType<value> = { base: ReadonlyMap<string, value>; changes: ReadonlyMap<string, value> } | undefined

/**
 * What `map` changed since `origin`, when it was layered over it (`createLayeredMap({ from:
 * origin })`, no fold between): every key whose value may differ from `origin`'s is among
 * `changes` (a superset: the changes since the shared base), and `map` iterates `origin`'s keys
 * in `origin`'s order, then its own new keys. Undefined when `map` is not such a layer (a plain
 * map, or folded into a new base): a reader then reads `map` whole.
 */
export function layeredChangesSince<value>({ map, origin }: LayeredChangesSinceParameters<value>): LayeredChangesSinceReturnType<value> {
  if (!(map instanceof Layered)) return undefined
  if (map.base !== origin && !(origin instanceof Layered && origin.base === map.base)) return undefined
  return { base: map.base, changes: map.changes }
}

class Layered<value> implements LayeredMap<value> {
  constructor(
    readonly base: ReadonlyMap<string, value>,
    readonly changes: Map<string, value>,
    /** Keys of `changes` the base lacks. */
    public added: number,
  ) {}

  get size(): number {
    return this.base.size + this.added
  }

  get(key: string): value | undefined {
    const changed = this.changes.get(key)
    return changed !== undefined ? changed : this.base.get(key)
  }

  has(key: string): boolean {
    return this.changes.has(key) || this.base.has(key)
  }

  set(key: string, value: value): void {
    if (!this.changes.has(key) && !this.base.has(key)) this.added++
    this.changes.set(key, value)
  }

  *entries(): MapIterator<[string, value]> {
    for (const [key, value] of this.base) yield [key, this.changes.has(key) ? (this.changes.get(key) as value) : value]
    for (const entry of this.changes) if (!this.base.has(entry[0])) yield entry
  }

  *keys(): MapIterator<string> {
    for (const [key] of this.entries()) yield key
  }

  *values(): MapIterator<value> {
    for (const [, value] of this.entries()) yield value
  }

  [Symbol.iterator](): MapIterator<[string, value]> {
    return this.entries()
  }

  forEach(callback: (value: value, key: string, map: ReadonlyMap<string, value>) => void): void {
    for (const [key, value] of this.entries()) callback(value, key, this)
  }
}
