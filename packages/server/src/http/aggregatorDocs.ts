import { loadOpenApiExamples } from '../openapi/loadOpenApiExamples.js'
import type { EndpointDocs, EndpointError } from './defineEndpoint.js'

// What the aggregator API's endpoints document in common: their recorded examples and shared error answers.

export const invalidKey: EndpointError = {
  description: 'Invalid API key (INVALID_PARAMETERS), with WWW-Authenticate: Bearer; a key is never downgraded to anonymous access.',
  code: 'INVALID_PARAMETERS',
  message: 'Invalid API key.',
}
export const limited: EndpointError = {
  description: 'Rate limit exceeded (INVALID_PARAMETERS); see Retry-After and the RateLimit-* headers.',
  code: 'INVALID_PARAMETERS',
  message: 'Rate limit exceeded; retry in 12 s.',
}
export const badChain: EndpointError = {
  description: 'Unsupported chain (INVALID_PARAMETERS).',
  code: 'INVALID_PARAMETERS',
  message: 'Unsupported chain "10"; see GET /chains.',
}
export const unavailable: EndpointError = {
  description:
    'The chain (RPC node) does not answer, its pool state is stale, or token metadata is still loading (INTERNAL_ERROR); retry after Retry-After seconds.',
  code: 'INTERNAL_ERROR',
  message: 'The chain is unavailable. Retry shortly.',
}
export const routeErrors: EndpointDocs['errors'] = {
  INVALID_AMOUNT: {
    description:
      'Invalid request (INVALID_PARAMETERS: malformed JSON or fields, unsupported chain, both or neither amount, slippage or fee out of range, partnerFeeBps without a key, unknown source IDs, tokenIn = tokenOut; INVALID_TOKEN: a token that is not routable, or, for a swap, one whose transfers move other amounts than quoted in the swap simulation or whose allowance or balance read fails; INVALID_AMOUNT: zero, malformed, beyond uint256, or too small to produce any output).',
    code: 'INVALID_AMOUNT',
    message: 'amountIn: Amount must be greater than zero.',
  },
  UnauthorizedError: invalidKey,
  RateLimitedError: limited,
  ChainUnavailableError: unavailable,
  GAS_LIMIT_EXCEEDED: {
    description:
      "No route that fits the chain's block gas limit carries the order, or its transaction's gas estimate is over it (GAS_LIMIT_EXCEEDED): on HyperEVM (999) a transaction over 2,000,000 gas fits only the big blocks, for accounts that opted in, and is not built; trade a smaller amount.",
    code: 'GAS_LIMIT_EXCEEDED',
    message: 'No route for this order fits the 2000000 gas a transaction may use on this chain: it would only fit a big block. Try a smaller amount.',
  },
}
export const noRoute: EndpointDocs['errors'] = {
  INSUFFICIENT_LIQUIDITY: {
    description: 'No path of pools joins the tokens (NO_ROUTE_FOUND), or the paths cannot carry the amount (INSUFFICIENT_LIQUIDITY).',
    code: 'INSUFFICIENT_LIQUIDITY',
    message:
      'The paths from 0x5555555555555555555555555555555555555555 to 0x5FbDB2315678afecb367f032d93F642f64180aa3 cannot carry 100000000000000000000000000.',
  },
}
/** Recorded from a server over the sandbox (`pnpm openapi:examples`). */
export const aggregatorExamples = loadOpenApiExamples({ name: 'aggregator' })
export const positionNotFound = 'Position 99 does not exist in position manager 0x3Aa5ebB10DC797CAC828524e59A333d0A371443c.'
