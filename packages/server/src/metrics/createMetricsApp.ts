import { H3 } from 'h3'
import { checkMetricsToken } from './checkMetricsToken.js'
import type { Metrics } from './createMetrics.js'

export type CreateMetricsAppParameters = {
  metrics: Metrics
  /** `Authorization: Bearer <token>` required when set. */
  token?: string | undefined
}

/** `/metrics` alone, for a listener of its own (e.g. on an internal interface); every other path is a 404. */
export function createMetricsApp({ metrics, token }: CreateMetricsAppParameters): H3 {
  const json = (status: number, error: string, message: string) =>
    new Response(JSON.stringify({ error, message }), { status, headers: { 'Content-Type': 'application/json' } })
  const app = new H3({ onError: () => json(500, 'INTERNAL_ERROR', 'Internal server error.') })
  app.get('/metrics', async (event) => {
    try {
      checkMetricsToken({ token, authorization: event.req.headers.get('authorization') })
    } catch {
      return new Response(JSON.stringify({ error: 'INVALID_PARAMETERS', message: '/metrics needs "Authorization: Bearer <metrics token>".' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer' },
      })
    }
    return new Response(await metrics.registry.metrics(), { headers: { 'Content-Type': metrics.registry.contentType } })
  })
  app.all('/**', () => json(404, 'INVALID_PARAMETERS', 'Only GET /metrics is served here.'))
  return app
}
