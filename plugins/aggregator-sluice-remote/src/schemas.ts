import { z } from 'zod'

/**
 * The Sluice aggregator API's answers the adapter uses, as it checks them (another server's answers are not trusted), in
 * `@sluice/client`'s terms: amounts in wei as bigints (the client refuses an amount that is not a decimal string); addresses are
 * 0x-prefixed hex.
 */
const address = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]{40}$/)], 'Expected a 0x-prefixed 20-byte hex address.')
const hex = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]*$/)], 'Expected 0x-prefixed hex.')
const wei = z.bigint()

const sluiceTokenInfoSchema = z.object({ address, symbol: z.string(), name: z.string(), decimals: z.int().min(0), priceUsd: z.number() })

const sluiceSwapStepSchema = z.object({
  /** The pool contract, or a singleton DEX's 32-byte pool ID (Uniswap V4). */
  poolAddress: z.string().regex(/^0x([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/),
  dexName: z.string(),
  poolFee: z.number(),
  tokenIn: address,
  tokenOut: address,
  amountIn: wei,
  amountOut: wei,
})

export const sluiceQuoteResponseSchema = z.object({
  tokenIn: address,
  tokenOut: address,
  amountIn: wei,
  amountOut: wei,
  slippage: z.number(),
  tokens: z.array(sluiceTokenInfoSchema),
  swaps: z.array(sluiceSwapStepSchema),
  sourcesAndSinks: z.array(z.tuple([address, wei])),
  blockNumber: z.int().min(0),
  maxInputAmount: wei.nullish(),
  minOutputAmount: wei.nullish(),
  partnerFee: z.object({ feeBps: z.int().min(0), partnerId: z.int().min(0), feeToken: address, feeAmount: wei }).nullish(),
  partnerId: z.int().min(0).nullish(),
  priceImpactPct: z.number().nullish(),
})

const sluiceTransactionSchema = z.object({ to: address, data: hex, value: wei, from: address.optional() })

export const sluiceSwapResponseSchema = z.object({
  userAddress: address,
  quote: sluiceQuoteResponseSchema,
  toAddress: address,
  calldata: hex,
  transactions: z.array(sluiceTransactionSchema).nullish(),
  transactionExplanations: z.array(z.string()).nullish(),
  txCostNative: wei.nullish(),
  txCostUsd: z.number().nullish(),
})

export type SluiceQuoteResponse = z.output<typeof sluiceQuoteResponseSchema>
export type SluiceSwapResponse = z.output<typeof sluiceSwapResponseSchema>
