import type { CrossChainService } from '@sluice/cross-chain'
import type { MetaAggregator } from '@sluice/meta'
import { describe, expect, it } from 'vitest'
import { crossChainEndpoints } from '../crossChain/crossChainEndpoints.js'
import { aggregatorEndpoints } from '../http/aggregatorEndpoints.js'
import { defineEndpoint, type EndpointError } from '../http/defineEndpoint.js'
import { errorRowOf } from '../http/errorRowOf.js'
import type { ErrorRowKey } from '../http/errorStatusTable.js'
import { metaEndpoints } from '../meta/metaEndpoints.js'
import { createOpenApiDocument } from './createOpenApiDocument.js'

const answer = { description: 'd', code: 'INVALID_PARAMETERS', message: 'm' }
const endpointWith = (errors: Partial<Record<ErrorRowKey, EndpointError>>) =>
  defineEndpoint({
    name: 'e',
    method: 'GET',
    path: '/e',
    tier: undefined,
    docs: { summary: 's', operationId: 'e', responseDescription: 'r', errors },
    handler: () => ({ json: {} }),
  })
const responsesOf = (errors: Partial<Record<ErrorRowKey, EndpointError>>) => {
  const { paths } = createOpenApiDocument({ chainIds: [], version: '0', endpoints: [endpointWith(errors)] })
  return (paths['/e']?.get as { responses: Record<string, unknown> } | undefined)?.responses ?? {}
}

describe('createOpenApiDocument', () => {
  it('documents each error answer with the status of the errorStatusTable row it names', () => {
    const responses = responsesOf({ RateLimitedError: answer, NO_ROUTE_FOUND: answer, 'AggregatorCallError:timeout': answer, CompetitionExpiredError: answer })
    expect(Object.keys(responses).sort()).toEqual(['200', '404', '410', '429', '504'])
  })

  it('refuses two error answers with one status (the document has one per status)', () => {
    expect(() => responsesOf({ NO_ROUTE_FOUND: answer, INSUFFICIENT_LIQUIDITY: answer })).toThrow('e documents two error answers with status 404.')
  })

  it("shows, in every declaration, the code the server answers for the row's errors", () => {
    // Stand-ins for the services: only the declarations are read, no handler runs.
    const notCalled = () => {
      throw new Error('not called')
    }
    const meta: MetaAggregator = { chains: () => [], createCompetition: notCalled, quote: notCalled, results: notCalled, swap: notCalled }
    const service: CrossChainService = { enabled: true, chains: () => [], currencies: notCalled, quote: notCalled, status: notCalled }
    const endpoints = [...aggregatorEndpoints({ engines: [], meta }), ...metaEndpoints({ meta }), ...crossChainEndpoints({ service, prefix: '' })]
    let checked = 0
    for (const endpoint of endpoints)
      for (const [key, { code }] of Object.entries(endpoint.docs?.errors ?? {}) as [ErrorRowKey, EndpointError][]) {
        const row = errorRowOf({ key })
        // The meta aggregator's answers carry the row's meta code; the others, the error's own code (a code row's, here).
        if (endpoint.api === 'meta') expect(code, `${endpoint.name} ${key}`).toBe(row.metaCode)
        else if ('code' in row) expect(code, `${endpoint.name} ${key}`).toBe(row.code)
        checked++
      }
    expect(checked).toBeGreaterThan(40)
  })
})
