import { SluiceAbortError, SluiceApiError, type SluiceApiErrorCode, SluiceConnectionError, SluiceRequestTimeoutError, SluiceResponseError } from './errors.js'
import { type FromWire, fromWire } from './fromWire.js'
import type { SluiceClient } from './SluiceClient.js'
import type { RequestOptions } from './types.js'

export type CallApiParameters<data> = RequestOptions & {
  client: Pick<SluiceClient, 'retry' | 'timeoutMs'>
  /** The URL named in a network error. */
  url: string
  /** The openapi-fetch request, sent with `signal`; its answer's body is the action's `data` (the schema the action names). */
  request: (signal: AbortSignal | null) => Promise<{ data?: data | null | undefined; error?: unknown; response: Response }>
}

const isApiError = (body: unknown): body is { error: SluiceApiErrorCode; message: string } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string' &&
  typeof (body as { message?: unknown }).message === 'string'

/** Statuses whose `Retry-After` the opt-in retry honours: a rate limit, and a server briefly unable to answer. */
const retried = new Set([429, 503])

/** `Retry-After` in seconds: a number of seconds, or an HTTP date. */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after')
  if (header === null) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/**
 * Runs one request and returns its answer's body in the client's terms (`fromWire`), or throws
 * `SluiceApiError`, `SluiceResponseError` or a `SluiceNetworkError` (`SluiceAbortError`,
 * `SluiceRequestTimeoutError`, `SluiceConnectionError`). With the client's `retry`, an answer 429
 * or 503 with `Retry-After` is asked again after that wait, up to `retry.attempts` in all.
 */
export async function callApi<data>({ client, url, request, signal, timeoutMs = client.timeoutMs }: CallApiParameters<data>): Promise<FromWire<data>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce({ url, request, signal, timeoutMs })
    } catch (error) {
      const retry = client.retry
      if (
        !retry ||
        attempt >= retry.attempts ||
        !(error instanceof SluiceApiError && retried.has(error.status) && error.retryAfter !== undefined && error.retryAfter <= retry.maxRetryAfter)
      )
        throw error
      await wait({ ms: error.retryAfter * 1000, url, signal })
    }
  }
}

async function attemptOnce<data>({ url, request, signal, timeoutMs }: Omit<CallApiParameters<data>, 'client'>): Promise<FromWire<data>> {
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)
  const signals = [signal, timeout].filter((s) => s !== undefined)
  let answer: Awaited<ReturnType<typeof request>>
  try {
    answer = await request(signals.length > 1 ? AbortSignal.any(signals) : (signals[0] ?? null))
  } catch (cause) {
    if (signal?.aborted) throw new SluiceAbortError({ url, cause })
    if (timeout?.aborted) throw new SluiceRequestTimeoutError({ url, cause, timeoutMs: timeoutMs! })
    // openapi-fetch reads the body as JSON: a 2xx answer that is not JSON throws here too.
    if (cause instanceof SyntaxError) throw new SluiceResponseError({ status: 200, cause })
    throw new SluiceConnectionError({ url, cause })
  }
  const { data, error, response } = answer
  if (response.ok && data !== undefined && data !== null) {
    try {
      return fromWire(data)
    } catch (cause) {
      throw new SluiceResponseError({ status: response.status, cause })
    }
  }
  if (!response.ok && isApiError(error))
    throw new SluiceApiError({ code: error.error, status: response.status, message: error.message, retryAfter: retryAfterOf(response) })
  throw new SluiceResponseError({ status: response.status })
}

/** Waits `ms`, or throws `SluiceAbortError` when `signal` aborts first. */
function wait({ ms, url, signal }: { ms: number; url: string; signal: AbortSignal | undefined }): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new SluiceAbortError({ url, cause: signal.reason }))
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted)
      resolve()
    }, ms)
    function aborted() {
      clearTimeout(timer)
      reject(new SluiceAbortError({ url, cause: signal?.reason }))
    }
    signal?.addEventListener('abort', aborted, { once: true })
  })
}
