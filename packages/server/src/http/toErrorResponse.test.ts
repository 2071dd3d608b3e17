import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ChainUnavailableError,
  InsufficientLiquidityError,
  InvalidAmountError,
  InvalidParametersError,
  InvalidTokenError,
  NoRouteFoundError,
  PoolNotFoundError,
  PositionNotFoundError,
  SimulationError,
  StaleStateError,
  TransactionSimulationError,
} from '@sluice/core'
import { BridgeStatusUnavailableError, DepositNotFoundError } from '@sluice/cross-chain'
import {
  AggregatorCallError,
  AggregatorNotAvailableError,
  CompetitionExpiredError,
  CompetitionNotFoundError,
  CompetitionStoreFullError,
  CompetitionStoreUnavailableError,
  MetaError,
  type MetaErrorCode,
  QuoteNotFoundError,
  QuoteOutdatedError,
  SwapRefusedError,
  SwapSimulationFailedError,
} from '@sluice/meta'
import { HTTPError } from 'h3'
import { expect, test } from 'vitest'
import { EndpointNotFoundError, RateLimitedError, UnauthorizedError } from '../errors.js'
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
    [new InvalidTokenError('not routable'), 400, 'INVALID_TOKEN'],
    [new InvalidParametersError('bad'), 400, 'INVALID_PARAMETERS'],
    [new EndpointNotFoundError({ method: 'GET', path: '/nope' }), 404, 'INVALID_PARAMETERS'],
    [new PositionNotFoundError('no position'), 404, 'INVALID_PARAMETERS'],
    [new PoolNotFoundError('no pool'), 404, 'INVALID_PARAMETERS'],
    // The cross-chain API's own errors.
    [new DepositNotFoundError('no deposit'), 404, 'INVALID_PARAMETERS'],
    [new BridgeStatusUnavailableError('a chain did not answer'), 503, 'INTERNAL_ERROR'],
  ]
  for (const [error, status, code] of cases) expect(toErrorResponse({ error })).toMatchObject({ status, body: { error: code } })
  expect(toErrorResponse({ error: new RateLimitedError({ retryAfterSeconds: 12, limit: 60 }) }).headers).toMatchObject({
    'Retry-After': '12',
    'RateLimit-Limit': '60',
    'X-RateLimit-Reset': '12',
  })
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
  const answer = toErrorResponse({
    error: new ChainUnavailableError({ chainId: 1868, details: 'connect ECONNREFUSED 10.0.0.7:8545 (https://rpc.example/key)' }),
  })
  expect(answer.body).toEqual({ error: 'INTERNAL_ERROR', message: 'Chain 1868 is unavailable. Retry shortly.' })
})

test('the meta aggregator answers its own codes with the statuses of docs/meta-aggregator.md', () => {
  const aggregator = 'kyberswap'
  const cases: [unknown, number, string][] = [
    [new InvalidParametersError('bad'), 400, 'INVALID_PARAMETERS'],
    [new AggregatorNotAvailableError({ aggregator, available: ['sluice'] }), 400, 'AGGREGATOR_NOT_AVAILABLE'],
    [new UnauthorizedError('Invalid API key.'), 401, 'UNAUTHORIZED'],
    [new CompetitionNotFoundError({ competitionId: 'c' }), 404, 'COMPETITION_NOT_FOUND'],
    [new QuoteNotFoundError({ aggregator }), 409, 'QUOTE_NOT_FOUND'],
    [new QuoteOutdatedError({ aggregator, amountOut: 1n, minAmountOut: 2n }), 409, 'QUOTE_OUTDATED'],
    [new CompetitionExpiredError({ competitionId: 'c', expiresAt: '2026-01-01T00:00:00.000Z' }), 410, 'COMPETITION_EXPIRED'],
    [new AggregatorCallError({ aggregator, failure: 'no-route', reason: 'no route' }), 422, 'AGGREGATOR_NO_ROUTE'],
    [new SwapSimulationFailedError({ aggregator, revert: 'no revert data' }), 422, 'SWAP_SIMULATION_FAILED'],
    [new SwapRefusedError({ aggregator, reason: 'the user receives 0 of tokenOut' }), 422, 'SWAP_REFUSED'],
    [new CompetitionStoreFullError({ retryAfterSeconds: 42 }), 503, 'SERVICE_UNAVAILABLE'],
    [new RateLimitedError({ retryAfterSeconds: 3, limit: 20 }), 429, 'RATE_LIMITED'],
    [new AggregatorCallError({ aggregator, failure: 'failed', reason: 'HTTP 500' }), 502, 'AGGREGATOR_FAILED'],
    [new CompetitionStoreUnavailableError(), 503, 'SERVICE_UNAVAILABLE'],
    [new ChainUnavailableError({ chainId: 999 }), 503, 'SERVICE_UNAVAILABLE'],
    [new AggregatorCallError({ aggregator, failure: 'timeout', reason: 'slow' }), 504, 'AGGREGATOR_TIMEOUT'],
    [new TypeError('bug'), 500, 'INTERNAL_ERROR'],
  ]
  for (const [error, status, code] of cases) expect(toErrorResponse({ error, api: 'meta' }), String(error)).toMatchObject({ status, body: { error: code } })
  expect(toErrorResponse({ error: new UnauthorizedError('Invalid API key.'), api: 'meta' }).headers).toEqual({ 'WWW-Authenticate': 'Bearer' })
  expect(toErrorResponse({ error: new CompetitionStoreFullError({ retryAfterSeconds: 42 }), api: 'meta' }).headers).toEqual({ 'Retry-After': '42' })
})

test("a meta error answers the meta code it carries, also one the server's table does not name", () => {
  // An outside aggregator plugin's own error: no row of the table names it, its code comes with it.
  class PluginQuoteError extends MetaError {
    override name = 'PluginQuoteError'
    readonly metaCode: MetaErrorCode = 'AGGREGATOR_FAILED'
  }
  const error = new PluginQuoteError('The aggregator failed to answer.')
  expect(toErrorResponse({ error, api: 'meta' })).toMatchObject({ status: 500, body: { error: 'AGGREGATOR_FAILED' } })
  // The aggregator API answers the error's own code, as for every other error.
  expect(toErrorResponse({ error }).body.error).toBe('INTERNAL_ERROR')
})

test('every 503 asks to retry, in every API', () => {
  for (const api of ['aggregator', 'meta'] as const)
    for (const error of [new CompetitionStoreUnavailableError(), new ChainUnavailableError({ chainId: 999 }), new BridgeStatusUnavailableError('no answer')]) {
      const answer = toErrorResponse({ error, api })
      expect(answer.status).toBe(503)
      expect(answer.headers).toEqual({ 'Retry-After': '1' })
      expect(answer.body.message).toMatch(/Retry shortly\.$/)
    }
  expect(toErrorResponse({ error: new CompetitionStoreUnavailableError(), api: 'meta' }).body.message).toBe(
    'The competition store is unavailable. Retry shortly.',
  )
})

test('messages are cut to 500 characters in every API', () => {
  const reason = 'x'.repeat(2_000)
  for (const api of ['aggregator', 'meta'] as const) expect(toErrorResponse({ error: new InvalidParametersError(reason), api }).body.message).toHaveLength(500)
})

test('an aggregator’s own words (reason, details, revert string) never reach a client: a fixed message naming it and the revert selector', () => {
  const texts = [
    'Pay \u202Eexe.txt\u202C\u0007 now at https://evil.example/claim',
    'Contact sluice-support\uFF0Ecom',
    'verify at wallet-verify.help',
    'claim.sluice.eth',
    'call +1 (555) 010-9999',
    'send 1 HYPE to 0x000000000000000000000000000000000000a77a',
  ]
  for (const text of texts) {
    const answers = [
      [
        new AggregatorCallError({ aggregator: 'a', failure: 'no-route', reason: text, details: `a answered: ${text}` }),
        'Aggregator a has no route for this order.',
      ],
      [new AggregatorCallError({ aggregator: 'a', failure: 'failed', reason: 'HTTP 500', details: text }), 'Aggregator a failed to answer.'],
      [
        new SwapSimulationFailedError({ aggregator: 'a', revert: 'Error(string) 0x08c379a0', revertText: text }),
        'The swap transaction of a reverts in simulation (Error(string) 0x08c379a0); it is not returned.',
      ],
    ] as const
    for (const [error, message] of answers) {
      expect(toErrorResponse({ error, api: 'meta' }).body.message).toBe(message)
      // Kept for the server's log.
      expect(error.thirdPartyText).toContain(text)
    }
  }
})

test('a request h3 rejects itself is a 4xx INVALID_PARAMETERS; its other errors are a generic 500', () => {
  expect(toErrorResponse({ error: new HTTPError({ status: 400, message: 'bad URL' }) })).toEqual({
    status: 400,
    body: { error: 'INVALID_PARAMETERS', message: 'Malformed request: the URL, the headers or the JSON body cannot be read.' },
    headers: {},
  })
  // h3's 413 for a body past the limit is a 400, as the API documents.
  expect(toErrorResponse({ error: new HTTPError({ status: 413, message: 'too large' }) })).toEqual({
    status: 400,
    body: { error: 'INVALID_PARAMETERS', message: 'Request body is too large.' },
    headers: {},
  })
  expect(toErrorResponse({ error: new HTTPError({ status: 502, message: 'upstream' }) })).toEqual({
    status: 500,
    body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' },
    headers: {},
  })
})

test("errors of a second copy of @sluice/core (a plugin's own install) keep their status", async () => {
  // A second copy, as a plugin that installed its own @sluice/core brings it: core's error
  // modules copied to another folder and loaded from there, so that none of their classes is ours.
  const folder = mkdtempSync(join(tmpdir(), 'sluice-core-copy-'))
  try {
    const errors = join(import.meta.dirname, '../../../core/src/errors')
    for (const file of ['BaseError.ts', 'errors.ts']) copyFileSync(join(errors, file), join(folder, file))
    const copy = (await import(join(folder, 'errors.ts'))) as typeof import('@sluice/core')
    expect(new copy.SimulationError({ reason: 'SPL' })).not.toBeInstanceOf(SimulationError)
    const cases: [unknown, number, string][] = [
      [new copy.SimulationError({ reason: 'SPL' }), 404, 'INSUFFICIENT_LIQUIDITY'],
      [new copy.StateNotLoadedError({ pool: '0x01', request: {}, reason: 'ticks' }), 404, 'INSUFFICIENT_LIQUIDITY'],
      [new copy.InvalidParametersError('bad'), 400, 'INVALID_PARAMETERS'],
      [new copy.PoolNotFoundError('no pool'), 404, 'INVALID_PARAMETERS'],
      [new copy.ChainUnavailableError({ chainId: 999 }), 503, 'INTERNAL_ERROR'],
    ]
    for (const [error, status, code] of cases) expect(toErrorResponse({ error }), String(error)).toMatchObject({ status, body: { error: code } })
    expect(toErrorResponse({ error: new copy.ChainUnavailableError({ chainId: 999 }) }).headers).toEqual({ 'Retry-After': '1' })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
