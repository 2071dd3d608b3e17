import { z } from 'zod'
import { quoteRequestSchema } from '../http/schemas.js'

const number = (value: string | undefined) => (value === undefined ? undefined : Number(value))
const list = (value: string | undefined) => (value === undefined ? undefined : value === '' ? [] : value.split(',').map(Number))

/**
 * The query of `GET /{chainId}/v1/quote/stream`: `/quote`'s request fields as query parameters
 * (numbers in decimal, source lists comma-separated), validated by `/quote`'s own schema.
 */
export const quoteStreamQuerySchema = z
  .object({
    tokenIn: z.string(),
    tokenOut: z.string(),
    amountIn: z.string().optional(),
    amountOut: z.string().optional(),
    slippage: z.string().optional(),
    partnerFeeBps: z.string().optional(),
    includedSources: z.string().optional(),
    excludedSources: z.string().optional(),
  })
  .transform(
    ({ slippage, partnerFeeBps, includedSources, excludedSources, ...rest }): z.input<typeof quoteRequestSchema> => ({
      ...rest,
      slippage: number(slippage),
      partnerFeeBps: number(partnerFeeBps),
      includedSources: list(includedSources),
      excludedSources: list(excludedSources),
    }),
  )
  .pipe(quoteRequestSchema)
