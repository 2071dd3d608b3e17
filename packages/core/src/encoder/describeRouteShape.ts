import type { Route } from '../types/Route.js'

export type DescribeRouteShapeParameters = {
  route: Pick<Route, 'paths'>
}

/** The route's shape in words, e.g. `3 pool swaps in 2 paths`. */
export function describeRouteShape({ route }: DescribeRouteShapeParameters): string {
  const hops = route.paths.reduce((sum, path) => sum + path.steps.length, 0)
  return `${hops} pool swap${hops === 1 ? '' : 's'} in ${route.paths.length} path${route.paths.length === 1 ? '' : 's'}`
}
