import { type BaseError, InvalidAmountError, InvalidParametersError, InvalidTokenError } from '@sluice/core'

/** What h3's validation (`readValidatedBody`, `getValidatedQuery`) found wrong: Standard Schema's issues. */
type FailureResult = {
  readonly issues: readonly { readonly message: string; readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined }[]
}

export type ToValidationErrorParameters = {
  result: FailureResult
  /** Where the value came from: the JSON body or the query string. */
  source: 'body' | 'query'
}

const tokenFields = new Set(['tokenIn', 'tokenOut'])
const amountFields = new Set(['amountIn', 'amountOut'])

/**
 * The error of a request that fails its schema, naming the first bad field, with the spec's
 * code: in a body, `INVALID_TOKEN` for a token, `INVALID_AMOUNT` for an amount and
 * `INVALID_PARAMETERS` for the rest; in a query, `INVALID_PARAMETERS`. h3's validation throws it
 * from its `onError`, in place of h3's own `HTTPError`.
 */
export function toValidationError({ result, source }: ToValidationErrorParameters): BaseError {
  const issue = result.issues[0]
  const path = (issue?.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment))
  const field = path.join('.')
  if (source === 'query') return new InvalidParametersError(`Query parameter ${field}: ${issue?.message}`)
  const message = issue ? (field ? `${field}: ${issue.message}` : `Request body: ${issue.message}`) : 'Invalid request body.'
  if (tokenFields.has(path[0] ?? '')) return new InvalidTokenError(message)
  if (amountFields.has(path[0] ?? '')) return new InvalidAmountError(message)
  return new InvalidParametersError(message)
}
