import type { Address } from 'viem'
import type { Simulator } from '../types/Simulator.js'
import { createLayeredMap } from './createLayeredMap.js'

/** One direction of one pool: swapping `tokenIn` for `tokenOut` through `simulator`. */
export type PoolEdge = {
  simulator: Simulator
  /** Position of the simulator in the snapshot's list (a stable pool key). */
  index: number
  tokenIn: Address
  tokenOut: Address
  /** Lower-cased `tokenIn` / `tokenOut`, the graph's token keys. */
  inKey: string
  outKey: string
  /** Spot rate net of the fee (`tokenOut` per `tokenIn`, raw units); 0 when the pool has no price. */
  rate: number
  /** The pool's virtual reserve of `tokenIn` (`Simulator.depth`); `Infinity` when unknown. */
  depth: number
  /** The same pool in the other direction. */
  twin: PoolEdge
}

/** The pools of a snapshot as a token graph, by lower-cased token address. */
export type PoolGraph = {
  /** The edges leaving each token. */
  edgesFrom: ReadonlyMap<string, readonly PoolEdge[]>
  /** The edges from one token to another (parallel pools of a pair). */
  edgesBetween: ReadonlyMap<string, ReadonlyMap<string, readonly PoolEdge[]>>
}

export type BuildPoolGraphParameters = {
  simulators: readonly Simulator[]
}

export type BuildPoolGraphReturnType = PoolGraph

const cache = new WeakMap<readonly Simulator[], PoolGraph>()
/** The lists of the last graphs built (one per chain, as a rule): the next block's graph is patched from one. */
const recent: WeakRef<readonly Simulator[]>[] = []
const RECENT_LISTS = 4
/** Above this share of changed pools, building anew is cheaper than patching. */
const PATCH_LIMIT = 0.25
/**
 * Lists of edges a patch made by copying another, to the list it copied; weakly, so that a list
 * never keeps the lists (and pools) of every block before it alive.
 */
const listOrigins = new WeakMap<readonly PoolEdge[], WeakRef<readonly PoolEdge[]>>()
/** Graphs a patch made, to the graph they were patched from (weakly, as above). */
const graphOrigins = new WeakMap<PoolGraph, WeakRef<PoolGraph>>()

/**
 * The list a patched graph's list of edges was copied from: the same edges at the same places but
 * for those of changed pools, with any new pools' edges after them. A summary of the old list (a
 * sort, say) can be brought up to date rather than made anew.
 */
export function poolEdgeListOrigin(list: readonly PoolEdge[]): readonly PoolEdge[] | undefined {
  return listOrigins.get(list)?.deref()
}

/**
 * The graph a patched graph was patched from, while it lives: the same tokens in the same order
 * (new ones after them), and the same list or map wherever no changed pool touched it, so a
 * summary of it (by token, say) can be carried over for the tokens whose pools did not change.
 */
export function poolGraphOrigin(graph: PoolGraph): PoolGraph | undefined {
  return graphOrigins.get(graph)?.deref()
}
/** A simulator's two edges, kept while it lives: the next block's list holds most of the same simulators. */
const edgeCache = new WeakMap<Simulator, { index: number; forward: PoolEdge; backward: PoolEdge } | null>()

/**
 * The token graph of a snapshot's pools: each pool gives one edge per direction, with its spot
 * rate and depth read once. A snapshot's list is immutable (and its simulators are never swapped
 * on: the solver swaps on clones), so the graph is built once per list and shared by every quote,
 * and a simulator's edges are measured once and reused by the lists of later blocks that still
 * hold it at the same position. A list that holds the same pools as a recent one at the same
 * places (and maybe more after them) gets that graph patched: its maps layered over the old ones
 * (`createLayeredMap`), and only the lists of the pools that changed or came copied and edited,
 * in the order a new build would give.
 */
export function buildPoolGraph({ simulators }: BuildPoolGraphParameters): BuildPoolGraphReturnType {
  const cached = cache.get(simulators)
  if (cached) return cached
  const graph = patchRecent(simulators) ?? assemble(simulators)
  cache.set(simulators, graph)
  recent.unshift(new WeakRef(simulators))
  recent.length = Math.min(recent.length, RECENT_LISTS)
  return graph
}

type MutableGraph = { edgesFrom: Map<string, PoolEdge[]>; edgesBetween: Map<string, Map<string, PoolEdge[]>> }
/** A map a patch edits: its own copy (plain or layered) of one of the graph it patches. */
type EditableMap<value> = ReadonlyMap<string, value> & { set(key: string, value: value): unknown }

function assemble(simulators: readonly Simulator[]): PoolGraph {
  const graph: MutableGraph = { edgesFrom: new Map(), edgesBetween: new Map() }
  simulators.forEach((simulator, index) => {
    const edges = edgesOf(simulator, index)
    if (!edges) return
    for (const edge of [edges.forward, edges.backward]) {
      addEdge(graph.edgesFrom, edge.inKey, edge)
      addEdge(pairsOf(graph.edgesBetween, edge.inKey), edge.outKey, edge)
    }
  })
  return graph
}

/** The graph of `simulators` patched from a recent list's graph; undefined when none fits. */
function patchRecent(simulators: readonly Simulator[]): PoolGraph | undefined {
  for (const ref of recent) {
    const previous = ref.deref()
    const graph = previous && cache.get(previous)
    if (!previous || !graph || previous.length > simulators.length || previous.length === 0) continue
    if (previous[0]?.pool !== simulators[0]?.pool) continue
    const changed: number[] = []
    let fits = true
    for (let index = 0; index < previous.length && fits; index++) {
      const [before, after] = [previous[index] as Simulator, simulators[index] as Simulator]
      if (before === after) continue
      if (before.pool !== after.pool) fits = false
      else changed.push(index)
    }
    if (!fits || changed.length + simulators.length - previous.length > simulators.length * PATCH_LIMIT) continue
    const patched = patch(graph, previous, simulators, changed)
    if (!patched) continue
    graphOrigins.set(patched, new WeakRef(graph))
    return patched
  }
  return undefined
}

function patch(graph: PoolGraph, previous: readonly Simulator[], simulators: readonly Simulator[], changed: readonly number[]): PoolGraph | undefined {
  // The token maps are layered over the graph's, not copied (a block touches few tokens of many).
  const patched = {
    edgesFrom: createLayeredMap({ from: graph.edgesFrom as ReadonlyMap<string, PoolEdge[]> }),
    edgesBetween: createLayeredMap({ from: graph.edgesBetween as ReadonlyMap<string, EditableMap<PoolEdge[]>> }),
  }
  // Lists and maps shared with `graph` are copied once, before their first edit.
  const mine = new Set<unknown>()
  const own = <value>(map: EditableMap<value>, key: string, copy: (value: value) => value, create: () => value): value => {
    const value = map.get(key)
    if (value !== undefined && mine.has(value)) return value
    const owned = value === undefined ? create() : copy(value)
    mine.add(owned)
    map.set(key, owned)
    return owned
  }
  const listsOf = (edge: PoolEdge) => {
    const pairs = own(
      patched.edgesBetween,
      edge.inKey,
      (map) => createLayeredMap({ from: map }),
      () => new Map<string, PoolEdge[]>(),
    )
    return [own(patched.edgesFrom, edge.inKey, copyList, () => []), own(pairs, edge.outKey, copyList, () => [])]
  }
  for (const index of changed) {
    const before = edgesOf(previous[index] as Simulator, index)
    const after = edgesOf(simulators[index] as Simulator, index)
    if (!before || !after) continue
    for (const [old, edge] of [
      [before.forward, after.forward],
      [before.backward, after.backward],
    ] as const)
      for (const list of listsOf(edge)) {
        const at = positionOf(list, old)
        if (at < 0) return undefined
        list[at] = edge
      }
  }
  for (let index = previous.length; index < simulators.length; index++) {
    const edges = edgesOf(simulators[index] as Simulator, index)
    if (edges) for (const edge of [edges.forward, edges.backward]) for (const list of listsOf(edge)) list.push(edge)
  }
  return patched
}

function copyList(list: PoolEdge[]): PoolEdge[] {
  const copy = [...list]
  listOrigins.set(copy, new WeakRef(list))
  return copy
}

/**
 * Where `edge` is in `list`, or -1. A list holds at most one edge per pool, in pool order (a
 * build pushes them in order, a patch replaces in place and appends new pools), so a binary
 * search by index finds it: a hub's lists hold thousands of edges.
 */
function positionOf(list: readonly PoolEdge[], edge: PoolEdge): number {
  let low = 0
  let high = list.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const index = (list[middle] as PoolEdge).index
    if (index === edge.index) return list[middle] === edge ? middle : -1
    if (index < edge.index) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/**
 * Adds `edge` to the list at `key`. A new list is made holding its first edge (a list of one
 * exactly): most pairs have one pool, and a list made empty and pushed to reserves room for 17.
 */
function addEdge(map: Map<string, PoolEdge[]>, key: string, edge: PoolEdge): void {
  const list = map.get(key)
  if (list) list.push(edge)
  else map.set(key, [edge])
}

function pairsOf(map: Map<string, Map<string, PoolEdge[]>>, key: string): Map<string, PoolEdge[]> {
  let pairs = map.get(key)
  if (!pairs) map.set(key, (pairs = new Map()))
  return pairs
}

/** The simulator's edges at `index`, measured once; `null` for a pool of one token with itself. */
function edgesOf(simulator: Simulator, index: number): { forward: PoolEdge; backward: PoolEdge } | null {
  const cached = edgeCache.get(simulator)
  if (cached === null || (cached && cached.index === index)) return cached
  const [token0, token1] = simulator.pool.tokens
  const key0 = token0.toLowerCase()
  const key1 = token1.toLowerCase()
  if (key0 === key1) {
    edgeCache.set(simulator, null)
    return null
  }
  const forward = { simulator, index, tokenIn: token0, tokenOut: token1, inKey: key0, outKey: key1, ...measure(simulator, token0) } as PoolEdge
  const backward = { simulator, index, tokenIn: token1, tokenOut: token0, inKey: key1, outKey: key0, ...measure(simulator, token1), twin: forward } as PoolEdge
  forward.twin = backward
  const edges = { index, forward, backward }
  edgeCache.set(simulator, edges)
  return edges
}

function measure(simulator: Simulator, tokenIn: Address): { rate: number; depth: number } {
  const spot = simulator.spotPrice(tokenIn) * (1 - simulator.fee() / 1_000_000)
  const depth = simulator.depth?.(tokenIn) ?? Infinity
  return { rate: spot > 0 && Number.isFinite(spot) ? spot : 0, depth: depth > 0 ? depth : 0 }
}
