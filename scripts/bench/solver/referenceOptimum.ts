import type { Simulator } from '@sluice/core'
import type { Address } from 'viem'

export type ReferenceOptimumParameters = {
  simulators: readonly Simulator[]
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  maxHops: number
  /** Paths kept from each exhaustive ranking (whole amount, 1/64 of it). */
  maxPaths: number
  /** Steps of the water-filling. */
  steps: number
}

export type ReferenceOptimumReturnType = {
  /** Output of the water-filled split (or the best single path when that is better). */
  output: bigint
  /** Output of the best single path over every path of at most `maxHops` pools. */
  bestSingle: bigint
  /** Paths enumerated. */
  enumerated: number
}

type Hop = { simulator: Simulator; tokenIn: Address }
type Path = Hop[]

/**
 * An independent reference for sell orders. Enumerates every simple path of at most `maxHops`
 * pools (exhaustive, no beam), ranks them by whole-amount and small-amount output, then splits the
 * amount by marginal-price water-filling in fine steps (each step to the path with the highest
 * marginal output on shared, moving pool state). The split is then executed path after path on
 * fresh shared clones, so the reference is a real, executable output.
 */
export function referenceOptimum({
  simulators,
  tokenIn,
  tokenOut,
  amountIn,
  maxHops,
  maxPaths,
  steps,
}: ReferenceOptimumParameters): ReferenceOptimumReturnType {
  const key = (a: Address) => a.toLowerCase()
  const adjacency = new Map<string, { simulator: Simulator; from: Address; to: Address }[]>()
  for (const simulator of simulators) {
    const [t0, t1] = simulator.pool.tokens
    for (const [from, to] of [
      [t0, t1],
      [t1, t0],
    ] as const) {
      const list = adjacency.get(key(from)) ?? []
      list.push({ simulator, from, to })
      adjacency.set(key(from), list)
    }
  }
  // Hop distance to tokenOut, to enumerate only paths that can arrive.
  const distance = new Map<string, number>([[key(tokenOut), 0]])
  let frontier = [key(tokenOut)]
  for (let d = 1; d < maxHops; d++) {
    const next: string[] = []
    for (const token of frontier)
      for (const edge of adjacency.get(token) ?? [])
        if (!distance.has(key(edge.to))) {
          distance.set(key(edge.to), d)
          next.push(key(edge.to))
        }
    frontier = next
  }
  const small = amountIn / 64n > 0n ? amountIn / 64n : 1n
  const found: { path: Path; whole: bigint; small: bigint }[] = []
  const quote = (simulator: Simulator, token: Address, amount: bigint) => {
    if (amount <= 0n) return 0n
    try {
      const result = simulator.quoteExactIn({ tokenIn: token, amountIn: amount })
      return result.amountIn === amount ? result.amountOut : 0n
    } catch {
      return 0n
    }
  }
  const walk = (token: Address, visited: string[], path: Path, whole: bigint, smallAmount: bigint) => {
    for (const edge of adjacency.get(key(token)) ?? []) {
      const to = key(edge.to)
      const d = distance.get(to)
      if (visited.includes(to) || d === undefined || d > maxHops - path.length - 1) continue
      const nextWhole = quote(edge.simulator, token, whole)
      const nextSmall = quote(edge.simulator, token, smallAmount)
      if (nextWhole === 0n && nextSmall === 0n) continue
      const nextPath = [...path, { simulator: edge.simulator, tokenIn: token }]
      if (to === key(tokenOut)) found.push({ path: nextPath, whole: nextWhole, small: nextSmall })
      else walk(edge.to, [...visited, to], nextPath, nextWhole, nextSmall)
    }
  }
  walk(tokenIn, [key(tokenIn)], [], amountIn, small)
  const bestSingle = found.reduce((best, { whole }) => (whole > best ? whole : best), 0n)
  const byWhole = [...found].sort((a, b) => (b.whole > a.whole ? 1 : -1)).slice(0, maxPaths)
  const bySmall = [...found].sort((a, b) => (b.small > a.small ? 1 : -1)).slice(0, maxPaths)
  const paths = [...new Set([...byWhole, ...bySmall])].map(({ path }) => path)
  if (paths.length === 0) return { output: 0n, bestSingle, enumerated: 0 }

  // Water-filling in fine steps: each step of 1/`steps` of the amount goes to the path with the
  // highest marginal output at that moment, on clones that every step has moved (so paths sharing
  // a pool see each other). In the limit this equalises the marginal prices of the used paths.
  const working = new Map<Simulator, Simulator>()
  const cloneOf = (simulator: Simulator) => {
    let clone = working.get(simulator)
    if (!clone) working.set(simulator, (clone = simulator.clone()))
    return clone
  }
  const through = (path: Path, amount: bigint, execute: boolean) => {
    let current = amount
    for (const hop of path) {
      const clone = cloneOf(hop.simulator)
      try {
        const result = execute
          ? clone.swapExactIn({ tokenIn: hop.tokenIn, amountIn: current })
          : clone.quoteExactIn({ tokenIn: hop.tokenIn, amountIn: current })
        if (result.amountIn !== current) return -1n
        current = result.amountOut
      } catch {
        return -1n
      }
    }
    return current
  }
  const count = amountIn < BigInt(steps) ? amountIn : BigInt(steps)
  const step = amountIn / count
  const shares = paths.map(() => 0n)
  const gains = paths.map((path) => through(path, step, false))
  for (let i = 0n; i < count; i++) {
    const size = i === count - 1n ? amountIn - step * (count - 1n) : step
    let best = 0
    for (let p = 1; p < paths.length; p++) if ((gains[p] as bigint) > (gains[best] as bigint)) best = p
    if ((gains[best] as bigint) < 0n) break
    through(paths[best] as Path, size, true)
    shares[best] = (shares[best] as bigint) + size
    const moved = new Set((paths[best] as Path).map((hop) => hop.simulator))
    paths.forEach((path, p) => {
      if (path.some((hop) => moved.has(hop.simulator))) gains[p] = through(path, step, false)
    })
  }
  if (shares.reduce((a, b) => a + b, 0n) !== amountIn) return { output: bestSingle, bestSingle, enumerated: found.length }
  // Execute on shared clones, largest share first.
  const clones = new Map<Simulator, Simulator>()
  let total = 0n
  for (const p of shares.map((_, p) => p).sort((a, b) => ((shares[b] as bigint) > (shares[a] as bigint) ? 1 : -1))) {
    let current = shares[p] as bigint
    if (current <= 0n) continue
    for (const hop of paths[p] as Path) {
      let clone = clones.get(hop.simulator)
      if (!clone) clones.set(hop.simulator, (clone = hop.simulator.clone()))
      try {
        const result = clone.swapExactIn({ tokenIn: hop.tokenIn, amountIn: current })
        current = result.amountIn === current ? result.amountOut : 0n
      } catch {
        current = 0n
      }
      if (current === 0n) break
    }
    total += current
  }
  return { output: total > bestSingle ? total : bestSingle, bestSingle, enumerated: found.length }
}
