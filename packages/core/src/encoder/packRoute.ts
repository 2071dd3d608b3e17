import type { Address, Hex } from 'viem'
import type { SourceRegistry } from '../registry/createSourceRegistry.js'
import type { RoutePath } from '../types/Route.js'
import { encodePackedRoute } from './encodePackedRoute.js'

export type PackRouteParameters = {
  registry: SourceRegistry
  paths: readonly RoutePath[]
  /** Per path: its exact input (sell) or exact output (buy). */
  amounts: readonly bigint[]
  /** The contract the steps' outputs go to between hops (the router). */
  router: Address
}

/** A route's packed layout for the router (`encodePackedRoute`), each step encoded by its source's adapter. */
export function packRoute({ registry, paths, amounts, router }: PackRouteParameters): Hex {
  return encodePackedRoute({
    paths: paths.map((path, i) => ({
      amount: amounts[i] as bigint,
      steps: path.steps.map((step) => registry.get(step.pool.sourceId).encode({ step, recipient: router })),
    })),
  })
}
