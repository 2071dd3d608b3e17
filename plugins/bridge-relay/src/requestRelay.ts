import { InvalidAmountError } from '@sluice/core'
import type { z } from 'zod'
import { RelayApiError } from './errors.js'

export type RequestRelayParameters<schema extends z.ZodType> = {
  url: string
  apiKey?: string | undefined
  timeoutMs: number
  /** POST with this JSON body; GET when absent. */
  body?: unknown
  schema: schema
}

/** One call to Relay's API: 4xx answers are the caller's problem (400), anything else Relay's (500). */
export async function requestRelay<schema extends z.ZodType>({
  url,
  apiKey,
  timeoutMs,
  body,
  schema,
}: RequestRelayParameters<schema>): Promise<z.output<schema>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (apiKey) headers['x-api-key'] = apiKey
  if (body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (cause) {
    throw new RelayApiError('Relay API did not answer.', { cause })
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (response.status >= 400 && response.status < 500) {
    // Relay's own words never reach the client (third-party text could be made to phish): its
    // error code when it is a plain identifier, the status otherwise; the text goes to the log.
    const field = (name: string) => (typeof json === 'object' && json !== null && name in json ? String((json as Record<string, unknown>)[name]) : undefined)
    const errorCode = field('errorCode')
    const named = errorCode !== undefined && /^[A-Z][A-Z0-9_]{0,63}$/.test(errorCode) ? errorCode : `status ${response.status}`
    throw new InvalidAmountError(`Relay refused the request (${named}).`, { thirdPartyText: field('message') })
  }
  if (!response.ok) throw new RelayApiError(`Relay API answered status ${response.status}.`)
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new RelayApiError('Relay API answered an unexpected shape.', { details: parsed.error.issues[0]?.message })
  return parsed.data
}
