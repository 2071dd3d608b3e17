import { waitFor } from './waitFor.js'

export type PostJsonParameters = {
  url: string
  /** Sent as JSON; a string is sent as it is (for bodies that are not JSON on purpose). */
  body: unknown
  headers?: Record<string, string> | undefined
  /**
   * Whether a 503 (token metadata or the chain still loading: "retry shortly") is retried until
   * another answer comes, within `timeoutMs`. Default false: the 503 is returned.
   */
  retryUnavailable?: boolean | undefined
  /** Deadline for the retries (ms). Default 30,000. */
  timeoutMs?: number | undefined
}

export type PostJsonReturnType<json> = {
  status: number
  json: json
  /** How long the answer took (the last attempt's). */
  ms: number
}

/** POSTs a JSON body and reads the JSON answer; the tests' one way to post. */
export async function postJson<json = Record<string, unknown>>({
  url,
  body,
  headers = {},
  retryUnavailable = false,
  timeoutMs,
}: PostJsonParameters): Promise<PostJsonReturnType<json>> {
  const once = async () => {
    const started = performance.now()
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as json, ms: performance.now() - started }
  }
  if (!retryUnavailable) return once()
  return waitFor({
    what: `${url} to answer other than 503`,
    probe: async () => {
      const answer = await once()
      return answer.status !== 503 && answer
    },
    timeoutMs,
    intervalMs: 100,
  })
}
