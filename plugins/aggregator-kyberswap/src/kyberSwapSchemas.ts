import { z } from 'zod'

/**
 * The KyberSwap Aggregator API (v1) bodies the adapter reads: every answer is an envelope
 * `{ code, message, data }` with `code` 0 on success. Only the fields used are checked; the route
 * summary is kept whole, as the build call needs it back unchanged.
 */
const address = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]{40}$/)], 'Expected a 0x-prefixed 20-byte hex address.')
const wei = z.string().regex(/^[0-9]+$/)

export const kyberSwapEnvelopeSchema = z.object({ code: z.number(), message: z.string().optional(), data: z.unknown().optional() })

export const kyberSwapRouteSchema = z.object({
  routeSummary: z.looseObject({ amountIn: wei, amountOut: wei, gas: wei.optional() }),
  routerAddress: address,
})

export const kyberSwapBuildSchema = z.object({
  amountOut: wei,
  gas: wei.optional(),
  data: z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]*$/)], 'Expected 0x-prefixed hex.'),
  routerAddress: address,
  transactionValue: wei.optional(),
})
