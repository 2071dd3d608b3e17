import { z } from 'zod'

/**
 * The 0x Swap API v2 (AllowanceHolder) bodies the adapter reads. Without liquidity an answer is
 * only `{ liquidityAvailable: false, zid }`; errors are `{ name, message, data? }`.
 */
const address = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]{40}$/)], 'Expected a 0x-prefixed 20-byte hex address.')
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
    data: z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]*$/)], 'Expected 0x-prefixed hex.'),
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
