import { metaErrorCodes } from '@sluice/meta'
import { z } from 'zod'
import { addressSchema, amountSchema, requestSchemas, responseSchemas } from '../http/schemas.js'

/**
 * The meta aggregator's request and response schemas: requests are validated with them and the
 * OpenAPI document is generated from them (they join the API's schema registries).
 */
const wei = z.string().regex(/^[0-9]+$/)
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)

export const createCompetitionRequestSchema = z.object({
  chainId: z.int().min(1).meta({ description: 'A chain of `meta.chains` in GET /chains.' }),
  tokenIn: addressSchema.meta({ description: 'Token sold; the native token is 0xeeee…eeee.' }),
  tokenOut: addressSchema.meta({ description: 'Token bought.' }),
  amountIn: amountSchema.meta({ description: 'Exact input in wei, as a decimal string.', examples: ['1000000000000000000'] }),
  userAddress: addressSchema.meta({ description: 'Wallet that sends the swap and receives the output.' }),
  slippage: z.number().min(0).max(0.5).meta({ description: 'Tolerance as a fraction (0.01 = 1%), 0 to 0.5; every swap enforces amountOut × (1 − slippage).' }),
  tokenInDecimals: z.int().min(0).max(255).default(18).meta({ description: 'Decimals of tokenIn (some aggregators need them).' }),
})
requestSchemas.add(createCompetitionRequestSchema, { id: 'CreateCompetitionRequest' })

/** `?aggregator=&competitionId=` of `/quotes` and `/swap`. */
export const aggregatorQuerySchema = z.object({
  aggregator: z.string().min(1).max(64),
  competitionId: z.string().min(1).max(100),
})

export const metaErrorResponseSchema = z.object({
  error: z.enum(metaErrorCodes),
  message: z.string(),
})
responseSchemas.add(metaErrorResponseSchema, { id: 'MetaErrorResponse' })

export const competitionResponseSchema = z.object({
  competitionId: z.string(),
  availableAggregators: z.array(z.string()).meta({ description: 'Names for `?aggregator=`.' }),
  chainId: z.int(),
  expiresAt: z.string().meta({ description: 'ISO 8601; afterwards requests for the competition answer 410.' }),
})
responseSchemas.add(competitionResponseSchema, { id: 'Competition' })

export const aggregatorQuoteResponseSchema = z.object({
  aggregator: z.string(),
  tokenIn: addressSchema,
  tokenOut: addressSchema,
  amountIn: wei,
  amountOut: wei.meta({ description: "Expected output after the aggregator's fees, before slippage (wei)." }),
  minAmountOut: wei.meta({ description: "amountOut less the competition's slippage: the least the swap accepts." }),
  gasEstimate: wei.nullable().meta({ description: 'Gas units of the swap as the aggregator estimates them; null when it gives none.' }),
  competitionId: z.string(),
})
responseSchemas.add(aggregatorQuoteResponseSchema, { id: 'AggregatorQuote' })

const normalizedQuoteSchema = z.object({
  aggregator: z.string(),
  amountOut: wei,
  minAmountOut: wei,
  gasEstimate: wei.nullable(),
  quotedAt: z.string().meta({ description: 'ISO 8601 time of the quote.' }),
})
responseSchemas.add(normalizedQuoteSchema, { id: 'NormalizedQuote' })

export const resultsResponseSchema = z.object({
  competitionId: z.string(),
  chainId: z.int(),
  tokenIn: addressSchema,
  tokenOut: addressSchema,
  amountIn: wei,
  expiresAt: z.string(),
  quotes: z.array(normalizedQuoteSchema).meta({
    description: 'Successful quotes, best first: higher amountOut, then lower gasEstimate (null last), then aggregator name.',
  }),
})
responseSchemas.add(resultsResponseSchema, { id: 'CompetitionResults' })

export const swapDataResponseSchema = z.object({
  aggregator: z.string(),
  tokenIn: addressSchema,
  tokenOut: addressSchema,
  amountIn: wei,
  amountOut: wei.meta({ description: 'Output the transaction is expected to deliver (wei).' }),
  minAmountOut: wei.meta({ description: "The quote's minimum after slippage." }),
  to: addressSchema.meta({ description: 'Contract to send the transaction to.' }),
  data: hex.meta({ description: 'Calldata.' }),
  value: wei.meta({ description: 'Native value to send (native-token sells).' }),
  allowanceTarget: addressSchema.meta({ description: 'Contract to approve for tokenIn first (ERC-20 sells); may differ from `to`.' }),
  competitionId: z.string(),
})
responseSchemas.add(swapDataResponseSchema, { id: 'SwapTransactionData' })

export type AggregatorQuoteResponse = z.input<typeof aggregatorQuoteResponseSchema>
export type ResultsResponse = z.input<typeof resultsResponseSchema>
export type SwapDataResponse = z.input<typeof swapDataResponseSchema>
