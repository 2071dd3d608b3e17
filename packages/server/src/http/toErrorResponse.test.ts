import { ChainUnavailableError, InsufficientLiquidityError, InvalidAmountError, NoRouteFoundError, StaleStateError, TransactionSimulationError } from '@sluice/core'
import { expect, test } from 'vitest'
import { RateLimitedError, UnauthorizedError } from '../errors.js'
import { toErrorResponse } from './toErrorResponse.js'

test('each error becomes its documented status and code', () => {
  const cases: [unknown, number, string][] = [
    [new InvalidAmountError('Amount must be greater than zero.'), 400, 'INVALID_AMOUNT'],
    [new NoRouteFoundError('none'), 404, 'NO_ROUTE_FOUND'],
    [new InsufficientLiquidityError('thin'), 404, 'INSUFFICIENT_LIQUIDITY'],
    [new TransactionSimulationError('reverted'), 404, 'INSUFFICIENT_LIQUIDITY'],
    [new UnauthorizedError('Invalid API key.'), 401, 'INVALID_PARAMETERS'],
    [new RateLimitedError({ retryAfterSeconds: 12, limit: 60 }), 429, 'INVALID_PARAMETERS'],
    [new ChainUnavailableError({ chainId: 999 }), 503, 'INTERNAL_ERROR'],
    [new StaleStateError('old'), 503, 'INTERNAL_ERROR'],
  ]
  for (const [error, status, code] of cases) expect(toErrorResponse({ error })).toMatchObject({ status, body: { error: code } })
  expect(toErrorResponse({ error: new RateLimitedError({ retryAfterSeconds: 12, limit: 60 }) }).headers).toMatchObject({ 'Retry-After': '12', 'RateLimit-Limit': '60', 'X-RateLimit-Reset': '12' })
})

test('a foreign error is a 500 with a generic message, never its own text or stack', () => {
  const answer = toErrorResponse({ error: new TypeError('secret internals at /srv/app.js:1:2') })
  expect(answer).toEqual({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' }, headers: {} })
})

test('details join the short message, without the stack', () => {
  const answer = toErrorResponse({ error: new InvalidAmountError('Amount must be greater than zero.', { details: 'Got 0.' }) })
  expect(answer.body.message).toBe('Amount must be greater than zero. Got 0.')
})

test('an unavailable chain does not tell the client about its RPC node', () => {
  const answer = toErrorResponse({ error: new ChainUnavailableError({ chainId: 1868, details: 'connect ECONNREFUSED 10.0.0.7:8545 (https://rpc.example/key)' }) })
  expect(answer.body).toEqual({ error: 'INTERNAL_ERROR', message: 'Chain 1868 is unavailable. Retry shortly.' })
})
