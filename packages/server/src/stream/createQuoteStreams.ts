import type { ChainEngine, EngineStateChange } from '@sluice/core'
import { QuoteStreamsFullError, TooManyQuoteStreamsError } from '../errors.js'
import { toErrorResponse } from '../http/toErrorResponse.js'

export type CreateQuoteStreamsParameters = {
  /** Open streams per client (its address bucket) at most. Default 8. */
  perClient?: number | undefined
  /** Open streams on the server at most. Default 1,000. */
  total?: number | undefined
  /** A stream that sent no quote and no error for this long is closed (ms). Default 300,000 (5 min). */
  idleMs?: number | undefined
  /** Milliseconds between `: ping` comments on every open stream. Default 15,000. */
  heartbeatMs?: number | undefined
  /**
   * Quotes of streams run at once at most; the others wait their turn (a stream closed meanwhile
   * costs nothing, and one whose turn comes after a new block quotes that block). Default 4.
   */
  concurrentQuotes?: number | undefined
}

export type OpenQuoteStreamParameters = {
  engine: ChainEngine
  /** The client's address bucket: its streams count against `perClient`. */
  client: string
  /** Names the order: streams of one chain with the same key share each block's quote. */
  key: string
  /** The order's quote at the current state, as `/quote` answers it (its JSON). */
  quote(): Promise<{ blockNumber: number }>
}

/** Why a stream ended (its last event, `end`). */
export type QuoteStreamEndReason = 'idle' | 'shutdown' | 'slow'

export type QuoteStreams = {
  /**
   * A Server-Sent Events stream of the order's quotes: one at once, then one each time the chain's
   * pool state moves to a block where the answer differs. Throws `TooManyQuoteStreamsError` or
   * `QuoteStreamsFullError` when no stream may open.
   */
  open(parameters: OpenQuoteStreamParameters): ReadableStream<Uint8Array>
  /** Streams open now. */
  size(): number
  /** Ends every stream (`event: end`, reason `shutdown`), refuses new ones and stops every timer and subscription. */
  close(): void
}

export type CreateQuoteStreamsReturnType = QuoteStreams

type Stream = {
  chainId: number
  client: string
  key: string
  quote: OpenQuoteStreamParameters['quote']
  send(chunk: string): void
  end(reason: QuoteStreamEndReason): void
  /** The last event's data without its block number: an equal answer is not sent again. */
  last: string | undefined
  running: boolean
  /** A new state arrived while the quote ran: quote again when it ends. */
  again: boolean
  idle: ReturnType<typeof setTimeout>
}

type Chain = { streams: Set<Stream>; unsubscribe: (() => void) | undefined; shared: Map<string, Promise<{ blockNumber: number }>> }

/** A chain's entry, made when its first stream opens: its engine followed from then on. */
function followChain({
  engine,
  chains,
  onStateChange,
}: {
  engine: ChainEngine
  chains: Map<number, Chain>
  onStateChange: (chain: Chain, change: EngineStateChange) => void
}): Chain {
  const chain: Chain = { streams: new Set(), unsubscribe: undefined, shared: new Map() }
  chain.unsubscribe = engine.onStateChange?.((change) => onStateChange(chain, change))
  chains.set(engine.chainId, chain)
  return chain
}

const encoder = new TextEncoder()
/** Chunks a client may leave unread before its stream is ended as `slow`. */
const MAX_QUEUED = 256

/**
 * The server's quote streams (`GET /{chainId}/v1/quote/stream`), bounded per client and in all.
 * Each chain's engine is followed (`onStateChange`) while it has streams: on each new pool state
 * every stream of the chain quotes again (streams of the same order share one quote per state;
 * `concurrentQuotes` run at once, so that the server still answers while many streams quote; a
 * stream whose quote still runs quotes once more when it ends, at the newest state) and sends
 * the answer when it differs from the last one sent, its block number aside. Failed quotes are
 * sent as `error` events with `/quote`'s error body, and its HTTP status in a `status` field (one
 * that `EventSource` ignores); the stream stays open. A stream that sent
 * nothing for `idleMs`, a client that leaves too much unread, and shutdown end it with an `end`
 * event. Every stream gets a `: ping` comment each `heartbeatMs`.
 */
export function createQuoteStreams({
  perClient = 8,
  total = 1_000,
  idleMs = 300_000,
  heartbeatMs = 15_000,
  concurrentQuotes = 4,
}: CreateQuoteStreamsParameters = {}): QuoteStreams {
  const chains = new Map<number, Chain>()
  const byClient = new Map<string, number>()
  let open = 0
  let closed = false
  let heartbeat: ReturnType<typeof setInterval> | undefined

  const streams = () => [...chains.values()].flatMap((chain) => [...chain.streams])
  let quoting = 0
  const turns: (() => void)[] = []
  const takeTurn = () => {
    if (quoting >= concurrentQuotes) return new Promise<void>((resolve) => turns.push(resolve))
    quoting++
    return Promise.resolve()
  }
  const endTurn = () => {
    const next = turns.shift()
    if (next) next()
    else quoting--
  }

  /** The stream's order quoted at the chain's current state: shared with the streams of the same order, in its turn. */
  async function quoteOf(chain: Chain, stream: Stream): Promise<{ blockNumber: number } | undefined> {
    const shared = chain.shared.get(stream.key)
    if (shared) return shared
    await takeTurn()
    try {
      if (!chain.streams.has(stream)) return undefined
      let answer = chain.shared.get(stream.key)
      if (!answer) {
        answer = stream.quote()
        chain.shared.set(stream.key, answer)
      }
      return await answer
    } finally {
      endTurn()
    }
  }

  function onStateChange(chain: Chain, _change: EngineStateChange) {
    chain.shared = new Map()
    for (const stream of chain.streams) void refresh(chain, stream)
  }

  async function refresh(chain: Chain, stream: Stream) {
    if (stream.running) {
      stream.again = true
      return
    }
    stream.running = true
    do {
      stream.again = false
      const { event, data, same } = await quoteOf(chain, stream).then(
        (quote) => ({ event: 'quote', data: JSON.stringify(quote), same: JSON.stringify({ ...quote, blockNumber: 0 }) }),
        (error: unknown) => {
          const { status, body } = toErrorResponse({ error })
          const text = JSON.stringify(body)
          return { event: `error\nstatus: ${status}`, data: text, same: text }
        },
      )
      if (!chain.streams.has(stream)) return
      if (same !== stream.last) {
        stream.last = same
        stream.idle.refresh()
        stream.send(`event: ${event}\ndata: ${data}\n\n`)
      }
    } while (stream.again && chain.streams.has(stream))
    stream.running = false
  }

  function remove(stream: Stream) {
    const chain = chains.get(stream.chainId)
    if (!chain?.streams.delete(stream)) return
    clearTimeout(stream.idle)
    open--
    const held = (byClient.get(stream.client) ?? 1) - 1
    if (held === 0) byClient.delete(stream.client)
    else byClient.set(stream.client, held)
    if (chain.streams.size === 0) {
      chain.unsubscribe?.()
      chains.delete(stream.chainId)
    }
    if (open === 0 && heartbeat) {
      clearInterval(heartbeat)
      heartbeat = undefined
    }
  }

  return {
    open({ engine, client, key, quote }) {
      if (closed || open >= total) throw new QuoteStreamsFullError()
      if ((byClient.get(client) ?? 0) >= perClient) throw new TooManyQuoteStreamsError({ limit: perClient })
      const owner = chains.get(engine.chainId) ?? followChain({ engine, chains, onStateChange })
      // Set by `start`, which the ReadableStream constructor calls before it returns.
      const opened: { stream?: Stream } = {}
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const created: Stream = {
            chainId: engine.chainId,
            client,
            key,
            quote,
            last: undefined,
            running: false,
            again: false,
            send(chunk) {
              if ((controller.desiredSize ?? 0) < -MAX_QUEUED) created.end('slow')
              else controller.enqueue(encoder.encode(chunk))
            },
            end(reason) {
              if (!owner.streams.has(created)) return
              remove(created)
              controller.enqueue(encoder.encode(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`))
              controller.close()
            },
            idle: setTimeout(() => created.end('idle'), idleMs),
          }
          opened.stream = created
        },
        cancel() {
          // The client went away.
          if (opened.stream) remove(opened.stream)
        },
      })
      const created = opened.stream
      if (!created) throw new Error('The quote stream did not start.')
      owner.streams.add(created)
      open++
      byClient.set(client, (byClient.get(client) ?? 0) + 1)
      heartbeat ??= setInterval(() => {
        for (const each of streams()) each.send(': ping\n\n')
      }, heartbeatMs)
      void refresh(owner, created)
      return body
    },
    size: () => open,
    close() {
      closed = true
      for (const stream of streams()) stream.end('shutdown')
    },
  }
}
