import { aggregatorExamples as examples, noRoute, routeErrors } from './aggregatorDocs.js'
import { defineChainEndpoint, type Endpoint } from './defineEndpoint.js'
import { formatQuoteResponse } from './formatQuoteResponse.js'
import { quoteRequestSchema, quoteResponseSchema } from './schemas.js'
import { toEngineQuoteParameters } from './toEngineQuoteParameters.js'

/** `POST /{chainId}/v1/quote`: the best route for an order, without transaction data. */
export function quoteEndpoint(): Endpoint {
  return defineChainEndpoint({
    name: 'quote',
    method: 'POST',
    path: '/:chainId/v1/quote',
    tier: 'api',
    quoteDuration: true,
    body: quoteRequestSchema,
    response: quoteResponseSchema,
    docs: {
      summary: 'Quote a swap',
      description: 'Best route for selling amountIn or buying amountOut (exactly one), without transaction data.',
      operationId: 'quote',
      optionalKey: true,
      requestExamples: {
        sell: { summary: 'Sell 1 HYPE (native) for USDT0', value: examples.quoteSellRequest },
        buy: { summary: 'Buy 100 USDT0 (6 decimals) with HYPE', value: examples.quoteBuyRequest },
      },
      responseDescription: 'Quote',
      responseExamples: {
        sell: { summary: 'Sell: minOutputAmount set', value: examples.quoteSell },
        buy: { summary: 'Buy: maxInputAmount set', value: examples.quoteBuy },
      },
      errors: { ...routeErrors, ...noRoute },
    },
    handler: async ({ engine, apiKey, body }) => {
      const quote = await engine.quote(toEngineQuoteParameters({ request: body, engine, apiKey }))
      return { json: formatQuoteResponse({ quote, slippage: body.slippage, engine, partnerId: apiKey?.partnerId }) }
    },
  })
}
