export type SummarizeErrorParameters = {
  error: unknown
  /** Longest summary, in characters. Default 300. */
  maxLength?: number | undefined
}

/**
 * One bounded line about an error, for messages and logs: its first line and that of its root
 * cause, e.g. `HTTP request failed. (fetch failed: connect ECONNREFUSED)`. Viem errors repeat
 * calldata and docs links over many lines, and a JSON-RPC error's root cause is a plain
 * `{ code, message }` object: only the first line of each is kept, and the whole is cut to
 * `maxLength`.
 */
export function summarizeError({ error, maxLength = 300 }: SummarizeErrorParameters): string {
  let root = error
  for (let depth = 0; depth < 20 && hasCause(root); depth++) root = root.cause
  const head = firstLine(error)
  const tail = root === error ? '' : firstLine(root)
  const text = tail && tail !== head ? `${head} (${tail})` : head
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}

function hasCause(value: unknown): value is { cause: unknown } {
  return typeof value === 'object' && value !== null && 'cause' in value && value.cause !== undefined && value.cause !== null && value.cause !== value
}

function firstLine(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const record = value as { shortMessage?: unknown; message?: unknown; code?: unknown; status?: unknown; details?: unknown }
    const text = typeof record.shortMessage === 'string' ? record.shortMessage : typeof record.message === 'string' ? record.message : undefined
    // A refused HTTP request (viem's `HttpRequestError`): the provider's words are its details.
    const refusal =
      typeof record.status === 'number' && typeof record.details === 'string' ? ` HTTP ${record.status}: ${record.details.split('\n')[0]?.trim()}` : ''
    if (text !== undefined)
      return (text.split('\n')[0] ?? '').trim() + refusal + (typeof record.code === 'number' && !(value instanceof Error) ? ` [${record.code}]` : '')
    try {
      return JSON.stringify(value)?.slice(0, 200) ?? String(value)
    } catch {
      return Object.prototype.toString.call(value)
    }
  }
  return String(value).split('\n')[0] ?? ''
}
