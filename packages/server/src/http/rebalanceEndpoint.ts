import { InvalidParametersError } from '@sluice/core'
import { aggregatorExamples as examples, positionNotFound, routeErrors } from './aggregatorDocs.js'
import { defineChainEndpoint, type Endpoint } from './defineEndpoint.js'
import { formatLiquidityResponse } from './formatLiquidityResponse.js'
import { rebalanceRequestSchema, rebalanceResponseSchema } from './schemas.js'
import { toEngineRebalanceParameters } from './toEngineRebalanceParameters.js'

/** `POST /{chainId}/v1/rebalance`: a position moved to a new range, in one transaction. */
export function rebalanceEndpoint(): Endpoint {
  return defineChainEndpoint({
    name: 'rebalance',
    method: 'POST',
    path: '/:chainId/v1/rebalance',
    tier: 'api',
    body: rebalanceRequestSchema,
    response: rebalanceResponseSchema,
    docs: {
      summary: 'Move a position to a new range',
      description:
        'Withdraws the position in full (earned fees included), burns its NFT, swaps to the new range’s ratio and mints the new position to the owner, in one transaction. ' +
        'Transactions: approve the router for the NFT (when needed), then the rebalance.',
      operationId: 'rebalance',
      optionalKey: true,
      requestExample: examples.rebalanceRequest,
      responseDescription: 'Rebalance: approve the NFT, then the rebalance',
      responseExample: examples.rebalance,
      errors: {
        ...routeErrors,
        PositionNotFoundError: {
          description: 'Position or pool not found (INVALID_PARAMETERS), or no route for the swap (NO_ROUTE_FOUND, INSUFFICIENT_LIQUIDITY).',
          code: 'INVALID_PARAMETERS',
          message: positionNotFound,
        },
      },
    },
    handler: async ({ engine, apiKey, body }) => {
      if (!engine.rebalance) throw new InvalidParametersError(`Rebalancing is not available on chain ${engine.chainId}.`)
      const rebalance = await engine.rebalance(toEngineRebalanceParameters({ request: body, engine, apiKey }))
      const result = { kind: 'rebalance' as const, ...rebalance }
      return { json: formatLiquidityResponse({ result, userAddress: body.userAddress, slippage: body.slippage, engine }) }
    },
  })
}
