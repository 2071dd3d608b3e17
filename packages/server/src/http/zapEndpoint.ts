import { InvalidParametersError } from '@sluice/core'
import { aggregatorExamples as examples, positionNotFound, routeErrors } from './aggregatorDocs.js'
import { defineChainEndpoint, type Endpoint } from './defineEndpoint.js'
import { formatLiquidityResponse } from './formatLiquidityResponse.js'
import { zapRequestSchema, zapResponseSchema } from './schemas.js'
import { toEngineZapParameters } from './toEngineZapParameters.js'

/** `POST /{chainId}/v1/zap`: one token into a concentrated-liquidity position, in one transaction. */
export function zapEndpoint(): Endpoint {
  return defineChainEndpoint({
    name: 'zap',
    method: 'POST',
    path: '/:chainId/v1/zap',
    tier: 'api',
    body: zapRequestSchema,
    response: zapResponseSchema,
    docs: {
      summary: 'Zap one token into a concentrated-liquidity position',
      description:
        'Swaps the input to the ratio of the range and mints a new position (or increases positionId), in one transaction; leftovers are refunded in it. ' +
        'Transactions: approve the router (ERC-20 input, when needed), then the zap; native input: send the zap with value = amountIn.',
      operationId: 'zap',
      optionalKey: true,
      requestExample: examples.zapRequest,
      responseDescription: 'Zap: approve, then the zap',
      responseExample: examples.zap,
      errors: {
        ...routeErrors,
        PositionNotFoundError: {
          description:
            'No route for the swaps (NO_ROUTE_FOUND, INSUFFICIENT_LIQUIDITY), an unknown pool or position manager, or an unknown position to increase (INVALID_PARAMETERS).',
          code: 'INVALID_PARAMETERS',
          message: positionNotFound,
        },
      },
    },
    handler: async ({ engine, apiKey, body }) => {
      if (!engine.zap) throw new InvalidParametersError(`Zaps are not available on chain ${engine.chainId}.`)
      const zap = await engine.zap(toEngineZapParameters({ request: body, engine, apiKey }))
      return { json: formatLiquidityResponse({ result: { kind: 'zap', ...zap }, userAddress: body.userAddress, slippage: body.slippage, engine }) }
    },
  })
}
