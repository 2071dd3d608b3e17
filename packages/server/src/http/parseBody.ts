import { InvalidAmountError, InvalidParametersError, InvalidTokenError } from '@sluice/core'
import type { z } from 'zod'

export type ParseBodyParameters<schema extends z.ZodType> = {
  schema: schema
  /** The raw request body (its size is capped as it is read: `readBody`). */
  text: string
}

const tokenFields = new Set(['tokenIn', 'tokenOut'])
const amountFields = new Set(['amountIn', 'amountOut'])

/**
 * Parses a JSON body and validates it against a schema. Failures are `BaseError`s with the
 * spec's code: `INVALID_TOKEN` for a malformed token, `INVALID_AMOUNT` for a malformed amount,
 * `INVALID_PARAMETERS` for the rest (malformed JSON included).
 */
export function parseBody<schema extends z.ZodType>({ schema, text }: ParseBodyParameters<schema>): z.output<schema> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new InvalidParametersError('Request body is not valid JSON.')
  }
  const result = schema.safeParse(json)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.map(String).join('.') ?? ''
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid request body.'
  const first = String(issue?.path[0] ?? '')
  if (tokenFields.has(first)) throw new InvalidTokenError(message)
  if (amountFields.has(first)) throw new InvalidAmountError(message)
  throw new InvalidParametersError(message)
}
