import { assertBodySize, getValidatedQuery, type H3Event, readValidatedBody } from 'h3'
import type { z } from 'zod'
import { toValidationError } from './toValidationError.js'

/** Largest request body accepted, in bytes. */
const MAX_BODY_BYTES = 64 * 1024

export type ValidateRequestParameters<body extends z.ZodType, query extends z.ZodType> = {
  event: H3Event
  /** The JSON body's schema; absent: the body is not read. */
  body: body | undefined
  /** The query's schema; absent: the query is not read. */
  query: query | undefined
}

export type ValidateRequestReturnType<body extends z.ZodType, query extends z.ZodType> = {
  body: z.output<body>
  query: z.output<query>
}

/** The request's body and query, validated by an endpoint's schemas (h3's validation; its errors answer as `toErrorResponse` says). */
export async function validateRequest<body extends z.ZodType, query extends z.ZodType>({
  event,
  body: bodySchema,
  query: querySchema,
}: ValidateRequestParameters<body, query>): Promise<ValidateRequestReturnType<body, query>> {
  let body: unknown
  if (bodySchema) {
    // Counted as it streams (a chunked body too): past the limit the read stops, and h3's 413 answers 400 INVALID_PARAMETERS.
    // A body of a Content-Length within the limit is read whole without that count: Node's parser
    // stops at the length it declares, and the web stream the count needs would cost more than
    // the rest of reading and validating the request.
    if (!isDeclaredWithinLimit(event)) assertBodySize(event, MAX_BODY_BYTES)
    // Always JSON, whatever the Content-Type says (h3 would read a form-encoded body as a form).
    body = await readValidatedBody(event, bodySchema, {
      type: 'json',
      onError: (result) => {
        throw toValidationError({ result, source: 'body' })
      },
    })
  }
  const query = querySchema
    ? await getValidatedQuery(event, querySchema, {
        onError: (result) => {
          throw toValidationError({ result, source: 'query' })
        },
      })
    : undefined
  // A schema is absent only where a declaration leaves it out, and then its type parameter is the
  // default `z.ZodUnknown`, whose output (`unknown`) holds `undefined`: the compiler cannot follow
  // an optional field to its type parameter, so this is said here, once.
  return { body: body as z.output<body>, query: query as z.output<query> }
}

/** Whether the request declares its body's length (and no transfer coding), at most `MAX_BODY_BYTES`. */
function isDeclaredWithinLimit(event: H3Event): boolean {
  const length = event.req.headers.get('content-length')
  return length !== null && /^\d{1,9}$/.test(length) && Number(length) <= MAX_BODY_BYTES && !event.req.headers.has('transfer-encoding')
}
