import type { Address } from 'viem'
import { aggregatorExamples as examples, routeErrors } from './aggregatorDocs.js'
import { defineChainEndpoint, type Endpoint } from './defineEndpoint.js'
import { formatSwapResponse } from './formatSwapResponse.js'
import { swapRequestSchema, swapResponseSchema } from './schemas.js'
import { toEngineQuoteParameters } from './toEngineQuoteParameters.js'

/** `POST /{chainId}/v1/swap`: the quote with its transactions (approve when needed, then the swap). */
export function swapEndpoint(): Endpoint {
  return defineChainEndpoint({
    name: 'swap',
    method: 'POST',
    path: '/:chainId/v1/swap',
    tier: 'api',
    quoteDuration: true,
    body: swapRequestSchema,
    response: swapResponseSchema,
    docs: {
      summary: 'Quote a swap with its transactions',
      description:
        'The quote plus the transactions to send in order (approve when needed, then the swap). Native input: send the swap with value = amountIn (sell) or maxInputAmount (buy).',
      operationId: 'swap',
      optionalKey: true,
      requestExample: examples.swapRequest,
      responseDescription: 'Swap: approve, then the swap',
      responseExample: examples.swap,
      errors: {
        ...routeErrors,
        INSUFFICIENT_LIQUIDITY: {
          description:
            'No route (NO_ROUTE_FOUND), not enough liquidity for the amount, or the swap transaction fails simulation from userAddress (INSUFFICIENT_LIQUIDITY).',
          code: 'INSUFFICIENT_LIQUIDITY',
          message: 'The swap failed simulation: ERC20: transfer amount exceeds balance. Route of 1 path at block 349.',
        },
      },
    },
    handler: async ({ engine, apiKey, body }) => {
      const parameters = toEngineQuoteParameters({ request: body, engine, apiKey })
      const swap = await engine.swap({ ...parameters, userAddress: body.userAddress as Address, approveMax: body.approveMax })
      return { json: formatSwapResponse({ swap, userAddress: body.userAddress, slippage: body.slippage, engine, partnerId: apiKey?.partnerId }) }
    },
  })
}
