import { z } from 'zod'

/**
 * The 0x Swap API v2 (AllowanceHolder) bodies the adapter reads. Without liquidity an answer is
 * only `{ liquidityAvailable: false, zid }`; errors are `{ name, message, data? }`.
 */
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as unknown as z.ZodType<`0x${string}`>
const wei = z.string().regex(/^[0-9]+$/)

export const zeroExNoLiquiditySchema = z.object({ liquidityAvailable: z.literal(false) })

export const zeroExPriceSchema = z.object({
  liquidityAvailable: z.literal(true),
  buyAmount: wei,
  minBuyAmount: wei,
  gas: wei.nullish(),
})

export const zeroExQuoteSchema = zeroExPriceSchema.extend({
  transaction: z.object({
    to: address,
    data: z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<`0x${string}`>,
    value: wei,
    gas: wei.nullish(),
  }),
  issues: z
    .object({ allowance: z.object({ spender: address }).nullish() })
    .partial()
    .nullish(),
  allowanceTarget: address.nullish(),
})

export const zeroExErrorSchema = z.object({ name: z.string(), message: z.string() })
