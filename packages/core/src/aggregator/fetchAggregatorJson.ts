import { AggregatorRequestError } from '../errors/errors.js'

export type FetchAggregatorJsonParameters = {
  /** Named in errors. */
  aggregator: string
  url: string
  method?: 'GET' | 'POST' | undefined
  headers?: Record<string, string> | undefined
  /** Sent as JSON. */
  body?: unknown
  signal?: AbortSignal | undefined
  /** Default: the global `fetch`. */
  fetch?: typeof fetch | undefined
}

export type FetchAggregatorJsonReturnType = {
  status: number
  /** The parsed JSON body (any status). */
  body: unknown
}

/** Largest answer read from an aggregator, in characters. */
const maxBodyLength = 4 * 1024 * 1024

/**
 * One JSON request to an aggregator's HTTP API. A network failure, an abort, or a body that is
 * not JSON throws `AggregatorRequestError`; any status is returned (the caller reads error bodies).
 */
export async function fetchAggregatorJson({
  aggregator,
  url,
  method = 'GET',
  headers = {},
  body,
  signal,
  fetch: fetchFn = fetch,
}: FetchAggregatorJsonParameters): Promise<FetchAggregatorJsonReturnType> {
  let response: Response
  let text: string
  try {
    response = await fetchFn(url, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    })
    text = await response.text()
  } catch (cause) {
    const aborted = signal?.aborted === true
    throw new AggregatorRequestError({ aggregator, reason: aborted ? 'the request was aborted' : 'no answer', cause })
  }
  if (text.length > maxBodyLength) throw new AggregatorRequestError({ aggregator, status: response.status, reason: 'the answer is too large' })
  try {
    return { status: response.status, body: JSON.parse(text) }
  } catch (cause) {
    throw new AggregatorRequestError({ aggregator, status: response.status, reason: `HTTP ${response.status} with a body that is not JSON`, cause })
  }
}
