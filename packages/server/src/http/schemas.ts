import { getAddress } from 'viem'
import { z } from 'zod'

/**
 * The API's request and response schemas. Requests are validated with them; the same schemas
 * generate the OpenAPI document (`/openapi.json`). Request schemas live in `requestSchemas`,
 * response schemas in `responseSchemas`, each under its component name.
 */
export const requestSchemas = z.registry<{ id: string; description?: string }>()
export const responseSchemas = z.registry<{ id: string; description?: string }>()

/**
 * An address: all lower case, all upper case (its hex digits) or correctly EIP-55 checksummed;
 * a mixed-case address with a wrong checksum is a typo or a look-alike, never guessed at (the
 * handlers check tokens against the chain).
 */
export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { message: 'Expected a 0x-prefixed 20-byte hex address.', abort: true })
  .refine(
    (value) => {
      const digits = value.slice(2)
      return digits === digits.toLowerCase() || digits === digits.toUpperCase() || getAddress(value) === value
    },
    { message: 'Mixed-case address with a wrong EIP-55 checksum: send it checksummed, or all in lower case.' },
  )
const maxUint256 = 2n ** 256n - 1n
/** A request's amount: a positive integer in wei that fits in uint256, as a decimal string (each API describes its fields). */
export const amountSchema = z
  .string()
  .max(80, { message: 'Amount must fit in uint256.', abort: true })
  .regex(/^[0-9]+$/, { message: 'Expected a decimal string of a positive integer amount in wei.', abort: true })
  .refine((value) => BigInt(value) > 0n, 'Amount must be greater than zero.')
  .refine((value) => BigInt(value) <= maxUint256, 'Amount must fit in uint256.')
const amount = amountSchema.meta({ description: 'Amount in the smallest token unit (wei), as a decimal string.', examples: ['1000000000000000000'] })
const sourceIds = z
  .array(
    z
      .int()
      .min(0)
      .max(2 ** 31 - 1),
  )
  .max(256)

export const quoteRequestSchema = z.object({
  tokenIn: addressSchema.meta({ description: 'Token sold; the native token is 0xeeee…eeee.' }),
  tokenOut: addressSchema.meta({ description: 'Token bought.' }),
  amountIn: amount.nullish().meta({ description: 'Sell mode: exact input in wei. Exactly one of amountIn/amountOut.' }),
  amountOut: amount.nullish().meta({ description: 'Buy mode: exact output in wei. Exactly one of amountIn/amountOut.' }),
  slippage: z.number().min(0).max(0.5).default(0.005).meta({ description: 'Tolerance as a fraction (0.01 = 1%), from 0 to 0.5; default 0.005.' }),
  partnerFeeBps: z.int().min(0).max(100).optional().meta({ description: 'Partner fee in basis points (max 100); needs an API key.' }),
  includedSources: sourceIds.nullish().meta({ description: 'Route only through these source IDs.' }),
  excludedSources: sourceIds.nullish().meta({ description: 'Never route through these source IDs.' }),
})
requestSchemas.add(quoteRequestSchema, { id: 'QuoteRequest' })

export const swapRequestSchema = quoteRequestSchema.extend({
  userAddress: addressSchema.meta({ description: 'Wallet that executes the swap (sender and recipient).' }),
  approveMax: z.boolean().default(false).meta({ description: 'Approve an unlimited amount instead of the exact input.' }),
})
requestSchemas.add(swapRequestSchema, { id: 'SwapRequest' })

const errorResponseSchema = z.object({
  error: z.enum(['INVALID_TOKEN', 'INVALID_AMOUNT', 'NO_ROUTE_FOUND', 'INSUFFICIENT_LIQUIDITY', 'INVALID_PARAMETERS', 'GAS_LIMIT_EXCEEDED', 'INTERNAL_ERROR']),
  message: z.string(),
})
responseSchemas.add(errorResponseSchema, { id: 'ErrorResponse' })

const weiString = z.string().regex(/^-?[0-9]+$/)

const tokenInfoSchema = z.object({
  address: addressSchema.meta({ description: 'Token contract; the native token is 0xeeee…eeee (lower case).' }),
  symbol: z.string(),
  name: z.string(),
  decimals: z.int().min(0),
  priceUsd: z.number().meta({ description: 'USD per whole token; 0 when unknown.' }),
})
responseSchemas.add(tokenInfoSchema, { id: 'TokenInfo' })

const swapStepSchema = z.object({
  poolAddress: z
    .string()
    .regex(/^0x([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/)
    .meta({ description: 'Pool contract; for a singleton DEX (Uniswap V4) the 32-byte pool ID.' }),
  dexName: z.string(),
  poolFee: z
    .number()
    .meta({ description: "The pool's swap fee at the quoted state, as a fraction (0.003 = 0.3%); dynamic-fee pools report their current fee." }),
  tokenIn: addressSchema,
  tokenOut: addressSchema,
  amountIn: weiString,
  amountOut: weiString,
})
responseSchemas.add(swapStepSchema, { id: 'SwapStep' })

export const partnerFeeInfoSchema = z.object({
  feeBps: z.int().min(0),
  partnerId: z.int().min(0),
  feeToken: addressSchema,
  feeAmount: weiString,
})
responseSchemas.add(partnerFeeInfoSchema, { id: 'PartnerFeeInfo' })

export const quoteResponseSchema = z.object({
  tokenIn: addressSchema,
  tokenOut: addressSchema,
  amountIn: weiString,
  amountOut: weiString.meta({ description: 'Expected output before slippage (partner fee deducted), wei.' }),
  slippage: z.number(),
  tokens: z.array(tokenInfoSchema),
  swaps: z.array(swapStepSchema),
  sourcesAndSinks: z
    .array(z.tuple([addressSchema, weiString]))
    .meta({ description: 'Token and amount; negative = the user spends, positive = the user receives.' }),
  blockNumber: z.int().min(0),
  maxInputAmount: weiString.nullable().optional().meta({ description: 'Buy mode: most the user spends after slippage.' }),
  minOutputAmount: weiString.nullable().optional().meta({ description: 'Sell mode: least the user receives after slippage.' }),
  partnerFee: partnerFeeInfoSchema.nullable().optional(),
  partnerId: z.int().min(0).nullable().optional(),
  priceImpactPct: z
    .number()
    .nullable()
    .optional()
    .meta({ description: 'Loss against the spot price, in percent (0.12 = 0.12%), LP fees included; null when no price is known.' }),
  bestSinglePathAmount: weiString.nullable().optional().meta({
    description:
      'Sluice extension: the same order on the best single path alone, on the same terms as amountOut (sell: what the user would receive) or amountIn (buy: what the user would spend); equal to it when the route is one path; null when no single path carries the amount. The gain of the split is amountOut / bestSinglePathAmount - 1 (sell) or 1 - amountIn / bestSinglePathAmount (buy).',
  }),
})
responseSchemas.add(quoteResponseSchema, { id: 'QuoteResponse' })

const transactionSchema = z.object({
  to: addressSchema,
  data: z.string().regex(/^0x[0-9a-fA-F]*$/),
  value: weiString,
  from: addressSchema,
  gas: z.string().regex(/^\d+$/).optional().meta({
    description:
      'Gas limit to send it with: the estimate on the latest block plus a quarter plus 50,000 (a later block can cost more: a pool oracle write, a crossed tick). Absent when the transaction cannot be simulated before earlier ones are mined; the wallet then estimates it.',
  }),
})
responseSchemas.add(transactionSchema, { id: 'Transaction' })

export const swapResponseSchema = z.object({
  userAddress: addressSchema,
  quote: quoteResponseSchema,
  toAddress: addressSchema.meta({ description: 'Router contract.' }),
  calldata: z.string().regex(/^0x[0-9a-fA-F]*$/),
  transactions: z.array(transactionSchema).meta({ description: 'Approve (when needed), then the swap.' }),
  transactionExplanations: z.array(z.string()).meta({ description: 'One line per transaction, in the same order.' }),
  txCostNative: weiString.nullable().optional(),
  txCostUsd: z.number().nullable().optional(),
})
responseSchemas.add(swapResponseSchema, { id: 'SwapResponse' })

export const sourcesResponseSchema = z.object({
  chainId: z.int().min(0),
  sources: z.array(z.object({ id: z.int().min(0), name: z.string(), description: z.string() })),
})
responseSchemas.add(sourcesResponseSchema, { id: 'SourcesResponse' })

export const tokensResponseSchema = z
  .object({
    chainId: z.int().min(0),
    tokens: z.array(tokenInfoSchema),
  })
  .meta({ description: 'Every token the chain can route (an extension beyond the spec, as other aggregators offer).' })
responseSchemas.add(tokensResponseSchema, { id: 'TokensResponse' })

const chainInfoSchema = z.object({ chainId: z.int().min(0), name: z.string() })
export const chainsResponseSchema = z.object({
  meta: z.object({ chains: z.array(chainInfoSchema) }),
  serviceAg: z.object({ chains: z.array(chainInfoSchema) }),
})
responseSchemas.add(chainsResponseSchema, { id: 'ChainsResponse' })

const int24 = z.int().min(-8_388_608).max(8_388_607)
const tokenId = z
  .string()
  .max(80, { message: 'Position ID must fit in uint256.', abort: true })
  .regex(/^[0-9]+$/, { message: 'Expected the position NFT ID as a decimal string.', abort: true })
  .refine((value) => BigInt(value) <= maxUint256, 'Position ID must fit in uint256.')
  .meta({ description: 'Position NFT ID, as a decimal string.', examples: ['42'] })

export const zapRequestSchema = z.object({
  userAddress: addressSchema.meta({ description: 'Wallet that sends the transactions and owns the position.' }),
  tokenIn: addressSchema.meta({ description: 'Token zapped in: a pool token, any routable token, or the native token 0xeeee…eeee.' }),
  amountIn: amount.meta({ description: 'Whole input in wei (partner fee included).' }),
  poolAddress: addressSchema.meta({ description: 'Target concentrated-liquidity pool.' }),
  positionManager: addressSchema.meta({ description: 'The pool’s NFT position manager.' }),
  tickLower: int24.meta({ description: 'Lower tick: a multiple of the pool’s tick spacing.' }),
  tickUpper: int24.meta({ description: 'Upper tick, above tickLower.' }),
  positionId: tokenId.nullish().meta({ description: 'Increase this position (the user’s, same pool and ticks); absent: mint a new one.' }),
  slippage: z.number().min(0).max(0.5).default(0.005).meta({ description: 'Tolerance on the liquidity minted, as a fraction.' }),
  partnerFeeBps: z.int().min(0).max(100).optional().meta({ description: 'Partner fee in basis points of the input (max 100); needs an API key.' }),
  stake: z.boolean().default(false).meta({ description: 'Deposit and stake the new position in the pool’s active incentive (where configured).' }),
  approveMax: z.boolean().default(false).meta({ description: 'Approve an unlimited amount instead of amountIn.' }),
  constraints: z
    .array(
      z.tuple([
        addressSchema,
        z
          .string()
          .max(80)
          .regex(/^[0-9]+$/, 'Expected a decimal amount in wei.'),
      ]),
    )
    .max(2)
    .nullish()
    .meta({ description: 'Pairs [pool token, minimum amount in wei]: the least of that token the position must take; enforced on chain.' }),
  includedSources: sourceIds.nullish().meta({ description: 'Route the swaps only through these source IDs.' }),
  excludedSources: sourceIds.nullish().meta({ description: 'Never route the swaps through these source IDs.' }),
})
requestSchemas.add(zapRequestSchema, { id: 'V1ZapRequest' })

export const rebalanceRequestSchema = z.object({
  userAddress: addressSchema.meta({ description: 'The position’s owner, who sends the transactions.' }),
  positionManager: addressSchema,
  positionId: tokenId,
  tickLower: int24.nullish().meta({ description: 'New lower tick; with tickUpper, or both absent to auto-centre.' }),
  tickUpper: int24.nullish().meta({ description: 'New upper tick; absent with tickLower: the old width centred on the current tick.' }),
  poolAddress: addressSchema.nullish().meta({ description: 'Target pool of the same pair and manager; default: the position’s pool.' }),
  slippage: z.number().min(0).max(0.5).default(0.005),
  partnerFeeBps: z.int().min(0).max(100).optional().meta({ description: 'Partner fee in basis points of the withdrawn amounts (max 100); needs an API key.' }),
  stake: z.boolean().default(false),
  approveMax: z.boolean().default(false).meta({ description: 'Approve the router for all your positions (setApprovalForAll) instead of this one.' }),
  includedSources: sourceIds.nullish(),
  excludedSources: sourceIds.nullish(),
})
requestSchemas.add(rebalanceRequestSchema, { id: 'V1RebalanceRequest' })

const liquidityQuoteFields = {
  poolAddress: addressSchema,
  slippage: z.number(),
  tokens: z.array(tokenInfoSchema),
  swaps: z.array(swapStepSchema),
  sourcesAndSinks: z.array(z.tuple([addressSchema, weiString])).meta({ description: 'Token and the change of the user’s balance; negative = spent.' }),
  liquidityAmount: weiString.meta({ description: 'Liquidity the transaction adds at the quoted block, exactly.' }),
  blockNumber: z.int().min(0),
  partnerFeeBps: z.int().min(0).nullable().optional(),
  partnerId: z.int().min(0).nullable().optional(),
}

const zapQuoteResponseSchema = z.object({ tokenIn: addressSchema, amountIn: weiString, ...liquidityQuoteFields })
responseSchemas.add(zapQuoteResponseSchema, { id: 'ZapQuoteResponse' })

const rebalanceQuoteResponseSchema = z.object({
  positionId: z.string(),
  ...liquidityQuoteFields,
  tickLower: z.int(),
  tickUpper: z.int(),
  logPriceImpact: z.number().meta({ description: 'ln(executed rate / marginal rate) of the swap; 0 without a swap.' }),
  variableMin: z.tuple([addressSchema, weiString]).meta({ description: 'The token the swap buys and the least it must deliver.' }),
})
responseSchemas.add(rebalanceQuoteResponseSchema, { id: 'RebalanceQuoteResponse' })

const liquidityTransactionFields = {
  userAddress: addressSchema,
  toAddress: addressSchema.meta({ description: 'Router contract.' }),
  swapLogicAddress: addressSchema.meta({ description: 'Swap-logic contract the router runs the swaps with.' }),
  calldata: z.string().regex(/^0x[0-9a-fA-F]*$/),
  blockNumber: z.int().min(0),
  transactions: z.array(transactionSchema).meta({ description: 'Approve (when needed), then the zap or rebalance.' }),
  transactionExplanations: z.array(z.string()).meta({ description: 'One line per transaction, in the same order.' }),
  txCostNative: weiString.nullable().optional(),
  txCostUsd: z.number().nullable().optional(),
}

export const zapResponseSchema = z.object({ quote: zapQuoteResponseSchema, ...liquidityTransactionFields })
responseSchemas.add(zapResponseSchema, { id: 'V1ZapResponse' })

export const rebalanceResponseSchema = z.object({ quote: rebalanceQuoteResponseSchema, ...liquidityTransactionFields })
responseSchemas.add(rebalanceResponseSchema, { id: 'V1RebalanceResponse' })
