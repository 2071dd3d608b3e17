import { z } from 'zod'

const amount = z.union([z.string(), z.number()]).transform((value) => BigInt(value))
const hex = z.templateLiteral(['0x', z.string().regex(/^[0-9a-fA-F]*$/)], 'Expected 0x-prefixed hex.')

/** The fields of Relay's `POST /quote/v2` answer that Sluice reads. */
export const relayQuoteSchema = z.object({
  steps: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      requestId: z.string().optional(),
      description: z.string().optional(),
      items: z.array(z.object({ data: z.object({ from: hex, to: hex, data: hex, value: amount.default(0n), chainId: z.number() }).optional() })),
    }),
  ),
  fees: z
    .record(z.string(), z.object({ amount: amount.optional(), currency: z.object({ address: z.string(), chainId: z.number() }).optional() }).optional())
    .default({}),
  details: z.object({
    currencyIn: z.object({ amount }),
    currencyOut: z.object({ amount, minimumAmount: amount.optional() }),
    timeEstimate: z.number().optional(),
  }),
})

/** The fields of Relay's `GET /requests/v2?hash=` answer that Sluice reads. */
export const relayRequestsSchema = z.object({
  requests: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      user: z.string().optional(),
      recipient: z.string().optional(),
      createdAt: z.string().optional(),
      updatedAt: z.string().optional(),
      data: z
        .object({
          inTxs: z.array(z.object({ hash: z.string(), chainId: z.number(), timestamp: z.number().optional(), block: z.number().optional() })).default([]),
          outTxs: z.array(z.object({ hash: z.string(), chainId: z.number(), timestamp: z.number().optional(), block: z.number().optional() })).default([]),
          metadata: z
            .object({
              currencyIn: z.object({ amount, currency: z.object({ address: z.string(), chainId: z.number() }) }).optional(),
              currencyOut: z.object({ amount, currency: z.object({ address: z.string(), chainId: z.number() }) }).optional(),
            })
            .optional(),
        })
        .default({ inTxs: [], outTxs: [] }),
    }),
  ),
})
