import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client'

export type CreateMetricsParameters = {
  /** Also collect the process's default metrics (CPU, memory, event loop). */
  defaultMetrics?: boolean | undefined
}

export type Metrics = {
  registry: Registry
  /** Latency of quote and swap requests, by chain, endpoint and outcome. */
  quoteDuration: Histogram<'chain' | 'endpoint' | 'status'>
  /** Every request, by endpoint and status. */
  requests: Counter<'endpoint' | 'status'>
  /** Error answers, by ErrorCode and status. */
  errors: Counter<'code' | 'status'>
}

/** The server's Prometheus metrics in their own registry (one per server instance). */
export function createMetrics({ defaultMetrics = false }: CreateMetricsParameters = {}): Metrics {
  const registry = new Registry()
  if (defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'sluice_' })
  return {
    registry,
    quoteDuration: new Histogram({
      name: 'sluice_quote_duration_seconds',
      help: 'Latency of /quote and /swap requests.',
      labelNames: ['chain', 'endpoint', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    requests: new Counter({
      name: 'sluice_http_requests_total',
      help: 'HTTP requests by endpoint and status.',
      labelNames: ['endpoint', 'status'],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'sluice_http_errors_total',
      help: 'Error answers by ErrorCode and HTTP status.',
      labelNames: ['code', 'status'],
      registers: [registry],
    }),
  }
}
