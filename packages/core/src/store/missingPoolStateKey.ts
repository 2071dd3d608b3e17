import type { MissingPoolState } from '../types/Simulator.js'

/** One key per pool and request (requests are the plugins' own data, bigints allowed): to collect each once. */
export function missingPoolStateKey({ pool, request }: MissingPoolState): string {
  return `${pool.toLowerCase()} ${JSON.stringify(request, (_, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value))}`
}
