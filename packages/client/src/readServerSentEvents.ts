/** One Server-Sent Event: its `event` (default `message`), its `data` (lines joined by `\n`) and every other field by name. */
export type ServerSentEvent = { event: string; data: string; fields: Readonly<Record<string, string>> }

export type ReadServerSentEventsParameters = {
  /** The answer's body (`text/event-stream`). */
  body: ReadableStream<Uint8Array>
}

/**
 * The events of a `text/event-stream` body as they arrive, parsed as the HTML standard says:
 * lines end in CRLF, LF or CR; a blank line ends an event; `:` starts a comment (skipped); a
 * field's value loses one leading space; `data` lines add up. Ends with the body.
 */
export async function* readServerSentEvents({ body }: ReadServerSentEventsParameters): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let fields: Record<string, string> = {}
  let data: string[] = []
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      // A CR at the end may be the first half of a CRLF: kept for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/)
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0 || Object.keys(fields).length > 0) yield { event: fields.event || 'message', data: data.join('\n'), fields }
          fields = {}
          data = []
          continue
        }
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const name = colon < 0 ? line : line.slice(0, colon)
        const raw = colon < 0 ? '' : line.slice(colon + 1)
        const text = raw.startsWith(' ') ? raw.slice(1) : raw
        if (name === 'data') data.push(text)
        else fields[name] = text
      }
    }
  } finally {
    reader.cancel().catch(() => undefined)
  }
}
