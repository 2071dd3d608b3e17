import { expect, test } from 'vitest'
import type { RoutePath } from '../types/Route.js'
import { describeRouteShape } from './describeRouteShape.js'

const path = (steps: number) => ({ steps: Array.from({ length: steps }, () => ({})) }) as unknown as RoutePath

test('counts pool swaps and paths, singular and plural', () => {
  expect(describeRouteShape({ route: { paths: [path(1)] } })).toBe('1 pool swap in 1 path')
  expect(describeRouteShape({ route: { paths: [path(2), path(1)] } })).toBe('3 pool swaps in 2 paths')
})
