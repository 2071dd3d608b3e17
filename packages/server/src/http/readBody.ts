import { InvalidParametersError } from '@sluice/core'

export type ReadBodyParameters = {
  request: Request
  /** Largest body accepted, in bytes. */
  maxBytes: number
}

/**
 * The request body as text, read as it streams in: past `maxBytes` (declared in
 * `Content-Length` or counted chunk by chunk, as with a chunked body) the read stops at once
 * and the request is refused, so a large body is never held in memory.
 */
export async function readBody({ request, maxBytes }: ReadBodyParameters): Promise<string> {
  const tooLarge = () => new InvalidParametersError(`Request body is larger than ${maxBytes} bytes.`)
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
