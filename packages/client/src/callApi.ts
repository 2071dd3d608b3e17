import { SluiceApiError, type SluiceApiErrorCode, SluiceNetworkError, SluiceResponseError } from './errors.js'

export type CallApiParameters = {
  /** The URL named in a network error. */
  url: string
  /** The openapi-fetch request; its answer's body is the action's `data` (the schema the action names). */
  request: () => Promise<{ data?: unknown; error?: unknown; response: Response }>
}

const isApiError = (body: unknown): body is { error: SluiceApiErrorCode; message: string } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string' &&
  typeof (body as { message?: unknown }).message === 'string'

/** Runs one request and returns its answer's body, or throws `SluiceApiError`, `SluiceResponseError` or `SluiceNetworkError`. */
export async function callApi<data>({ url, request }: CallApiParameters): Promise<data> {
  let answer: Awaited<ReturnType<typeof request>>
  try {
    answer = await request()
  } catch (cause) {
    // openapi-fetch reads the body as JSON: a 2xx answer that is not JSON throws here too.
    if (cause instanceof SyntaxError) throw new SluiceResponseError({ status: 200, cause })
    throw new SluiceNetworkError({ url, cause })
  }
  const { data, error, response } = answer
  if (response.ok && data !== undefined) return data as data
  if (!response.ok && isApiError(error)) throw new SluiceApiError({ code: error.error, status: response.status, message: error.message })
  throw new SluiceResponseError({ status: response.status })
}
