import { type Address, concatHex, type Hex, size, toHex } from 'viem'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { RoutePath } from '../types/Route.js'

export type PackRouteParameters = {
  registry: SourceRegistry
  paths: readonly RoutePath[]
  /** Per path: its exact input (sell) or exact output (buy). */
  amounts: readonly bigint[]
  /** The contract the steps' outputs go to between hops (the router). */
  router: Address
}

/**
 * The swap logic's packed route: per path its step count (1 byte), its amount (32 bytes) and
 * its step records (executor, data length, data), each step encoded by its source's adapter.
 */
export function packRoute({ registry, paths, amounts, router }: PackRouteParameters): Hex {
  return concatHex(
    paths.flatMap((path, i) => [
      toHex(path.steps.length, { size: 1 }),
      toHex(amounts[i] as bigint, { size: 32 }),
      ...path.steps.flatMap((step) => {
        const { executor, data } = registry.get(step.pool.sourceId).encode({ step, recipient: router })
        return [executor, toHex(size(data), { size: 2 }), data]
      }),
    ]),
  )
}
