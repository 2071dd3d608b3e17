import type { ChainEngine } from '@sluice/core'
import { checkMetricsToken } from '../metrics/checkMetricsToken.js'
import type { Metrics } from '../metrics/createMetrics.js'
import { defineEndpoint, type Endpoint } from './defineEndpoint.js'

export type OperationsEndpointsParameters = {
  engines: readonly ChainEngine[]
  /** Serve `/metrics` (or not: it has a listener of its own). */
  metrics: Metrics | undefined
  /** `/metrics` needs `Authorization: Bearer <metricsToken>` when set. */
  metricsToken: string | undefined
}

/** For operators: `/healthz` (every chain's health; 503 when one is down) and `/metrics` (Prometheus). Neither is rate-limited. */
export function operationsEndpoints({ engines, metrics, metricsToken }: OperationsEndpointsParameters): Endpoint[] {
  const healthz = defineEndpoint({
    name: 'healthz',
    method: 'GET',
    path: '/healthz',
    tier: undefined,
    handler: async () => {
      const chains = await Promise.all(engines.map((engine) => engine.health()))
      const ok = chains.every((chain) => chain.ok)
      const json = {
        status: ok ? 'ok' : 'degraded',
        chains: chains.map((chain) => ({
          ...chain,
          headBlock: chain.headBlock === null ? null : Number(chain.headBlock),
          stateBlock: chain.stateBlock === null ? null : Number(chain.stateBlock),
        })),
      }
      const problem = chains.flatMap((chain) => (chain.problem ? [`chain ${chain.chainId}: ${chain.problem}`] : [])).join(' ')
      return { json, status: ok ? 200 : 503, problem }
    },
  })
  if (!metrics) return [healthz]
  const served = defineEndpoint({
    name: 'metrics',
    method: 'GET',
    path: '/metrics',
    tier: undefined,
    handler: async ({ event }) => {
      checkMetricsToken({ token: metricsToken, authorization: event.req.headers.get('authorization') })
      return { text: await metrics.registry.metrics(), contentType: metrics.registry.contentType }
    },
  })
  return [healthz, served]
}
