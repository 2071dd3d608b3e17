import { InvalidParametersError } from '@sluice/core'
import type { z } from 'zod'

export type ParseQueryParameters<schema extends z.ZodType> = {
  schema: schema
  /** The request's query parameters. */
  query: Record<string, string>
}

/** Validates query parameters against a schema; a failure is an `INVALID_PARAMETERS` error naming the first bad parameter. */
export function parseQuery<schema extends z.ZodType>({ schema, query }: ParseQueryParameters<schema>): z.output<schema> {
  const result = schema.safeParse(query)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidParametersError(`Query parameter ${issue?.path.join('.')}: ${issue?.message}`)
}
