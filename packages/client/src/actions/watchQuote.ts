import { callApi } from '../callApi.js'
import { SluiceApiError, type SluiceApiErrorCode, SluiceClientError, SluiceNetworkError, SluiceResponseError } from '../errors.js'
import { fromWire } from '../fromWire.js'
import { readServerSentEvents } from '../readServerSentEvents.js'
import type { SluiceClient } from '../SluiceClient.js'
import type { SluiceSchemas } from '../types.js'
import type { GetQuoteParameters, GetQuoteReturnType } from './getQuote.js'

/** Why the server ended a stream: nothing new for its idle time, its shutdown, or a client that read too slowly. */
export type WatchQuoteCloseReason = 'idle' | 'shutdown' | 'slow'

export type WatchQuoteParameters = Omit<GetQuoteParameters, 'signal'> & {
  /** Each quote: at once, then each time the pool state moves to a block where the answer differs. */
  onQuote: (quote: GetQuoteReturnType) => void
  /**
   * A failure: the stream refused (`SluiceApiError` with the status, e.g. an invalid order, 429),
   * a quote that failed while the stream stays open (`SluiceApiError`, e.g. `INSUFFICIENT_LIQUIDITY`),
   * or the connection lost (`SluiceNetworkError`, `SluiceResponseError`; the watch has stopped).
   */
  onError?: ((error: SluiceClientError) => void) | undefined
  /** The server ended the stream (the watch has stopped); open a new one to go on. */
  onClose?: ((reason: WatchQuoteCloseReason) => void) | undefined
  /** Stops the watch, as the returned function does. */
  signal?: AbortSignal | undefined
}

/** Stops the watch and closes its connection. */
export type WatchQuoteReturnType = () => void

/**
 * `GET /{chainId}/v1/quote/stream`: the order's quote pushed by the server as the chain moves,
 * over one streamed request (Server-Sent Events, read with `fetch`: Node 20+ and browsers). It
 * does not reconnect by itself: after `onClose`, or an `onError` that stopped it, watch anew.
 */
export function watchQuote(
  client: SluiceClient,
  { chainId, onQuote, onError, onClose, signal, includedSources, excludedSources, ...order }: WatchQuoteParameters,
): WatchQuoteReturnType {
  const controller = new AbortController()
  const stop = () => controller.abort()
  if (signal?.aborted) stop()
  signal?.addEventListener('abort', stop, { once: true })
  const report = (error: SluiceClientError) => {
    if (!controller.signal.aborted) onError?.(error)
  }
  const query = {
    ...Object.fromEntries(Object.entries(order).map(([key, value]) => [key, typeof value === 'bigint' ? value.toString() : value])),
    ...(includedSources ? { includedSources: includedSources.join(',') } : {}),
    ...(excludedSources ? { excludedSources: excludedSources.join(',') } : {}),
  } as { tokenIn: string; tokenOut: string }

  const run = async () => {
    // No time limit: the stream stays open for as long as the watch does (the server ends it when idle).
    const body = await callApi<ReadableStream<Uint8Array>>({
      client: { retry: client.retry, timeoutMs: undefined },
      url: client.url,
      signal: controller.signal,
      request: (signal) => client.api.GET('/{chainId}/v1/quote/stream', { params: { path: { chainId }, query }, parseAs: 'stream', signal }),
    })
    for await (const { event, data, fields } of readServerSentEvents({ body })) {
      if (controller.signal.aborted) return
      if (event === 'quote') onQuote(fromWire(parse(data) as SluiceSchemas['QuoteResponse']))
      else if (event === 'error') {
        const { error, message } = parse(data) as { error: SluiceApiErrorCode; message: string }
        report(new SluiceApiError({ code: error, message, status: Number(fields.status ?? 500) }))
      } else if (event === 'end') {
        stop()
        onClose?.((parse(data) as { reason: WatchQuoteCloseReason }).reason)
        return
      }
    }
    throw new SluiceNetworkError({ url: client.url, cause: new Error('The quote stream ended without an end event.') })
  }
  run().then(stop, (error: unknown) => {
    report(error instanceof SluiceClientError ? error : new SluiceNetworkError({ url: client.url, cause: error }))
    stop()
  })
  return stop
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data)
  } catch (cause) {
    throw new SluiceResponseError({ status: 200, cause })
  }
}
