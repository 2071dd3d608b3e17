import { z } from 'zod'
import { addressSchema, amountSchema, partnerFeeInfoSchema, requestSchemas, responseSchemas } from '../http/schemas.js'

/**
 * The cross-chain API's request and response schemas (validation and OpenAPI). The spec leaves the
 * inner fields of the quote, status, transactions, chains and currencies open; these follow the
 * conventions of Relay (status labels, ordered transactions with their chain) and Across (deposit
 * and fill, LP and relayer fees, fill deadline).
 */
const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/)
const wei = z
  .string()
  .regex(/^[0-9]+$/)
  .meta({ description: 'Amount in wei, decimal string.' })
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const chainId = z
  .int()
  .min(1)
  .max(2 ** 53 - 1)

export const crossChainQuoteRequestSchema = z.object({
  userAddress: addressSchema.meta({ description: 'Wallet that signs and sends the returned transactions (the depositor).' }),
  recipientAddress: addressSchema.optional().meta({ description: 'Who receives tokenOut on the destination; default userAddress.' }),
  originChainId: chainId,
  destinationChainId: chainId,
  tokenIn: addressSchema.meta({ description: 'Token paid on the origin chain; native = 0xeeee…eeee.' }),
  tokenOut: addressSchema.meta({ description: 'Token received on the destination chain; native = 0xeeee…eeee.' }),
  amountIn: amountSchema.meta({ description: 'Exact input in wei of tokenIn.' }),
  slippage: z.number().min(0).max(0.5).meta({ description: 'Tolerance of each swap leg as a fraction (0.005 = 0.5%).' }),
  partnerFeeBps: z
    .int()
    .min(0)
    .max(100)
    .optional()
    .meta({ description: 'Partner fee in basis points (max 100), taken by the router on the last swap leg; needs an API key and a swap leg.' }),
})
requestSchemas.add(crossChainQuoteRequestSchema, { id: 'CrossChainQuoteRequest' })

const crossChainTransactionSchema = z.object({
  chainId: z.int().meta({ description: 'Chain to send the transaction on.' }),
  from: addressSchema,
  to: addressSchema,
  data: hex,
  value: wei.meta({ description: 'Native value to send, wei.' }),
})
responseSchemas.add(crossChainTransactionSchema, { id: 'CrossChainTransaction' })

const swapLegSchema = z
  .object({
    chainId: z.int(),
    tokenIn: addressSchema,
    tokenOut: addressSchema,
    amountIn: wei,
    amountOut: wei.meta({ description: 'Expected output, wei.' }),
    minAmountOut: wei.meta({ description: 'Least output the router accepts, wei.' }),
    priceImpactPct: z.number().nullable(),
  })
  .meta({ description: 'A swap through the Sluice router.' })
responseSchemas.add(swapLegSchema, { id: 'CrossChainSwapLeg' })

const bridgeFeeSchema = z.object({
  kind: z.string().meta({ description: '`lp` (liquidity providers) or `relayer` (the filler: capital and gas).' }),
  token: addressSchema.meta({ description: 'Fees are in the bridge input token (origin chain).' }),
  amount: wei,
  pct: z.number().meta({ description: 'Fraction of the bridge input (0.0001 = 0.01%).' }),
})
responseSchemas.add(bridgeFeeSchema, { id: 'CrossChainBridgeFee' })

const crossChainQuoteSchema = z
  .object({
    tokenIn: addressSchema,
    tokenOut: addressSchema,
    amountIn: wei,
    amountOut: wei.meta({ description: 'Expected amount the recipient receives on the destination, wei.' }),
    minAmountOut: wei.meta({ description: 'Least amount the recipient receives if the deposit is filled, wei.' }),
    slippage: z.number(),
    originSwap: swapLegSchema.nullable().meta({ description: 'Swap on the origin into the bridged token; null when tokenIn is bridged as is.' }),
    bridge: z.object({
      kind: z.string().meta({ description: 'Bridge plugin, e.g. `bridge-across`.' }),
      symbol: z.string().meta({ description: 'Asset the bridge moves.' }),
      inputToken: addressSchema,
      outputToken: addressSchema,
      inputAmount: wei.meta({ description: "What the deposit takes on the origin (the origin swap's minimum when there is one)." }),
      outputAmount: wei.meta({ description: 'What the fill delivers on the destination.' }),
      fees: z.array(bridgeFeeSchema),
      totalFee: wei.meta({ description: 'inputAmount - outputAmount.' }),
      depositContract: addressSchema.meta({ description: 'SpokePool the deposit goes to.' }),
      quoteTimestamp: z.int(),
      fillDeadline: z.int().meta({ description: 'Unix seconds; unfilled by then, the deposit expires.' }),
      exclusiveRelayer: addressSchema.meta({ description: 'Always the zero address: any relayer may fill.' }),
      limits: z.object({ minDeposit: wei, maxDeposit: wei }),
      recipient: addressSchema.meta({ description: "The fill recipient: recipientAddress, or the bridge's message handler when a destination swap runs." }),
    }),
    destinationSwap: swapLegSchema
      .nullable()
      .meta({ description: "Swap on the destination, run by the bridge's message handler with what the fill delivered; null when none is needed." }),
    partnerFee: partnerFeeInfoSchema.nullable(),
    partnerId: z.int().min(0).nullable(),
  })
  .meta({ description: 'Amounts, the legs of the route, fees, slippage and partner fee.' })
responseSchemas.add(crossChainQuoteSchema, { id: 'CrossChainQuote' })

export const crossChainQuoteResponseSchema = z.object({
  userAddress: addressSchema,
  recipientAddress: addressSchema,
  requestId: z.string().meta({ description: 'Status tracking ID (16 bytes hex); the deposit calldata carries it, so the status answers it from the chain.' }),
  originChainId: z.int(),
  destinationChainId: z.int(),
  quote: crossChainQuoteSchema,
  transactions: z
    .array(crossChainTransactionSchema)
    .meta({ description: 'Send in order; the last one is the deposit, whose hash GET /v1/transactions/{sourceTxHash} takes.' }),
  transactionExplanations: z.array(z.string()),
  timeEstimate: z.number().meta({ description: 'Seconds from the deposit to the fill.' }),
})
responseSchemas.add(crossChainQuoteResponseSchema, { id: 'CrossChainQuoteResponse' })

const txRefSchema = z.object({ chainId: z.int(), hash, blockNumber: z.int(), timestamp: z.string().meta({ description: 'ISO 8601 time of the block.' }) })

export const crossChainStatusSchema = z.object({
  requestId: z.string().meta({ description: "The quote's requestId when the deposit carries it, else `<bridge>:<originChainId>:<depositId>`." }),
  status: z.object({
    label: z.enum(['pending', 'filled', 'expired', 'failed', 'refunded']).meta({
      description:
        'pending → filled; pending → expired (fill deadline passed on the destination without a fill) → refunded; pending → failed (a bridge API reports the fill failed) → refunded.',
    }),
    kind: z
      .enum(['pending', 'success', 'failure', 'refund'])
      .meta({ description: "The label's class, after Relay: pending, success (filled), failure (expired or failed), refund." }),
    final: z.boolean().meta({ description: 'Whether the label can no longer change (expired and failed may still become refunded).' }),
  }),
  primaryTransaction: txRefSchema.meta({ description: 'The deposit on the origin chain.' }),
  updatedAt: z.string().meta({ description: 'ISO 8601: when the state last changed on chain (deposit block, fill block, or the fill deadline).' }),
  source: z.object({
    chainId: z.int(),
    bridge: z.string(),
    txHash: hash,
    depositId: z.string(),
    depositor: addressSchema,
    token: addressSchema,
    amount: wei,
    fee: z.object({ token: addressSchema, amount: wei }).meta({ description: 'Bridge fee: input minus output amount.' }),
    fillDeadline: z.string().meta({ description: 'ISO 8601.' }),
  }),
  destination: z.object({
    chainId: z.int(),
    recipient: addressSchema.meta({ description: 'The fill recipient (a message handler when a destination swap runs).' }),
    token: addressSchema,
    amount: wei.meta({ description: 'Amount the fill delivers.' }),
    hasMessage: z.boolean(),
    fillTxHash: hash.nullable(),
    fillBlockNumber: z.int().nullable(),
    filledAt: z.string().nullable(),
    relayer: addressSchema.nullable(),
  }),
})
responseSchemas.add(crossChainStatusSchema, { id: 'CrossChainStatus' })

export const crossChainChainsResponseSchema = z.object({
  chains: z.array(
    z.object({
      chainId: z.int(),
      name: z.string(),
      nativeCurrency: z.object({ address: addressSchema, symbol: z.string(), name: z.string(), decimals: z.int() }),
      wrappedNative: addressSchema,
      bridges: z.array(z.string()).meta({ description: 'Bridge plugins that serve the chain.' }),
      destinations: z.array(z.int()).meta({ description: 'Chains reachable from this one.' }),
    }),
  ),
})
responseSchemas.add(crossChainChainsResponseSchema, { id: 'CrossChainChainsResponse' })

const crossChainCurrencySchema = z.object({
  chainId: z.int(),
  address: addressSchema,
  symbol: z.string(),
  name: z.string(),
  decimals: z.int(),
  isNative: z.boolean(),
  bridgeable: z.boolean().meta({ description: 'A bridge moves it as is; other currencies are swapped into a bridgeable one.' }),
})
responseSchemas.add(crossChainCurrencySchema, { id: 'CrossChainCurrency' })

export const crossChainCurrenciesResponseSchema = z.object({ currencies: z.array(crossChainCurrencySchema) })
responseSchemas.add(crossChainCurrenciesResponseSchema, { id: 'CrossChainCurrenciesResponse' })
