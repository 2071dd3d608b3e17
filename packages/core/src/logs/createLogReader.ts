import { type AbiEvent, type Address, formatLog, type Hash, type Hex, type Log, numberToHex, type PublicClient, type RpcLog, toEventSelector } from 'viem'
import { InvalidParametersError } from '../errors/errors.js'
import { classifyLogRefusal, type LogRefusal } from './classifyLogRefusal.js'

/** Blocks one `eth_getLogs` spans at most when nothing else is said: what most public providers accept. */
export const DEFAULT_MAX_LOG_RANGE = 1_000n

export type CreateLogReaderParameters = {
  /** Most blocks one `eth_getLogs` request spans (`fromBlock` to `toBlock`, both included). Default 1,000. */
  maxLogRange?: bigint | undefined
  /** Times a rate-limited request is sent again, each after a longer wait. Default 5. */
  rateLimitRetries?: number | undefined
  /** The first wait after a rate limit (ms), doubled at each retry up to `maxRetryDelay`. Default 250. */
  retryDelay?: number | undefined
  /** The longest wait after a rate limit (ms). Default 4,000. */
  maxRetryDelay?: number | undefined
  /** Told of every refusal the reader works around (e.g. to log the provider's words). */
  onRefusal?: ((event: LogRefusalEvent) => void) | undefined
  /** Ends every read, and any wait after a rate limit, at once when aborted (e.g. at shutdown). */
  signal?: AbortSignal | undefined
}

/** A refusal the reader met, and what it does about it. */
export type LogRefusalEvent = LogRefusal & {
  fromBlock: bigint
  toBlock: bigint
  /** `split`: asks for the two halves instead; `retry`: asks again after `delayMs`. */
  action: 'split' | 'retry'
  delayMs?: number | undefined
}

export type LogReadParameters = {
  client: PublicClient
  /** The contract(s) whose logs to read; absent: any. */
  address?: Address | readonly Address[] | undefined
  /** Logs of any of these events (their `topic0`); or give `topics`. */
  events?: readonly AbiEvent[] | undefined
  /** A raw `eth_getLogs` topics filter; `events` sets its first position. */
  topics?: readonly (Hex | readonly Hex[] | null)[] | undefined
  fromBlock: bigint
  toBlock: bigint
  /** The hash of `toBlock`: a one-block range is read by hash, so that a reorg cannot swap its logs. */
  blockHash?: Hash | undefined
  /** Ends this read (and its wait after a rate limit) at once when aborted, as the reader's own `signal` does. */
  signal?: AbortSignal | undefined
}

export type LogReader = {
  /** Most blocks one request spans, as configured. */
  readonly maxLogRange: bigint
  /**
   * The logs of a block range in chain order, read in requests of at most `maxLogRange` blocks
   * (less once the node refused as much: see `spanOf`). A span the provider refuses (too wide, too
   * many results) is split in two and never asked again as it was; a rate limit is waited out with
   * backoff. Any other failure, or a refusal of a single block, throws the provider's error. An
   * aborted signal (the reader's or the read's) rejects with its reason, leaving no timer behind.
   */
  read(parameters: LogReadParameters): Promise<Log[]>
  /** Most blocks one request to this node spans now: `maxLogRange`, or half of the narrowest span it refused (too wide, too many results). */
  spanOf(client: PublicClient): bigint
}

/**
 * The one way Sluice reads logs (discovery, following new blocks, catch-up after an outage, config
 * checks, bridge status): a chain's reader, keeping to its node's `eth_getLogs` range cap. One reader
 * serves one chain; what it learns of a node (a narrower cap than configured) is kept per client.
 */
export function createLogReader({
  maxLogRange = DEFAULT_MAX_LOG_RANGE,
  rateLimitRetries = 5,
  retryDelay = 250,
  maxRetryDelay = 4_000,
  onRefusal,
  signal: readerSignal,
}: CreateLogReaderParameters = {}): LogReader {
  if (!(maxLogRange >= 1n && rateLimitRetries >= 0 && retryDelay >= 0 && maxRetryDelay >= retryDelay))
    throw new InvalidParametersError('maxLogRange must be at least 1 block; retries and delays must not be negative.')
  /** Per node: the narrowest span it refused as too wide. */
  const refusedSpans = new WeakMap<PublicClient, bigint>()
  const spanOf = (client: PublicClient) => {
    const refused = refusedSpans.get(client)
    return refused === undefined ? maxLogRange : min(maxLogRange, refused / 2n > 0n ? refused / 2n : 1n)
  }

  async function read({ client, address, events, topics = [], fromBlock, toBlock, blockHash, signal: readSignal }: LogReadParameters): Promise<Log[]> {
    const signals = [readerSignal, readSignal].filter((signal) => signal !== undefined)
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0]
    if (fromBlock > toBlock) return []
    const filter = {
      ...(address === undefined ? {} : { address: typeof address === 'string' ? address : [...address] }),
      topics: events ? [events.map((event) => toEventSelector(event)), ...topics.slice(1)] : [...topics],
    }
    const logs: Log[] = []
    /** Ranges still to read, the next first. */
    const pending: { fromBlock: bigint; toBlock: bigint }[] = [{ fromBlock, toBlock }]
    let rateLimited = 0
    for (let range = pending.shift(); range; range = pending.shift()) {
      signal?.throwIfAborted()
      const span = range.toBlock - range.fromBlock + 1n
      const cap = spanOf(client)
      if (span > cap) {
        pending.unshift({ fromBlock: range.fromBlock, toBlock: range.fromBlock + cap - 1n }, { fromBlock: range.fromBlock + cap, toBlock: range.toBlock })
        continue
      }
      const byHash = blockHash !== undefined && span === 1n && range.toBlock === toBlock
      try {
        const raw = (await client.request(
          {
            method: 'eth_getLogs',
            params: [{ ...filter, ...(byHash ? { blockHash } : { fromBlock: numberToHex(range.fromBlock), toBlock: numberToHex(range.toBlock) }) }],
          },
          // The reader decides what to ask again: the transport's own retries would repeat a refusal unchanged.
          { retryCount: 0 },
        )) as RpcLog[]
        for (const log of raw) logs.push(formatLog(log))
        rateLimited = 0
      } catch (error) {
        signal?.throwIfAborted()
        const refusal = classifyLogRefusal({ error })
        if (!refusal || (refusal.kind !== 'rate' && span === 1n) || (refusal.kind === 'rate' && rateLimited >= rateLimitRetries)) throw error
        if (refusal.kind === 'rate') {
          const delayMs = Math.min(maxRetryDelay, retryDelay * 2 ** rateLimited++)
          onRefusal?.({ ...refusal, ...range, action: 'retry', delayMs })
          await wait({ delayMs, signal })
          pending.unshift(range)
          continue
        }
        // Remembered either way: the same range asked again (the next sync's catch-up) is split at once.
        refusedSpans.set(client, min(refusedSpans.get(client) ?? span, span))
        onRefusal?.({ ...refusal, ...range, action: 'split' })
        const suggested = refusal.suggestedToBlock
        const middle = suggested !== undefined && suggested >= range.fromBlock && suggested < range.toBlock ? suggested : range.fromBlock + span / 2n - 1n
        pending.unshift({ fromBlock: range.fromBlock, toBlock: middle }, { fromBlock: middle + 1n, toBlock: range.toBlock })
      }
    }
    return logs
  }

  return { maxLogRange, read, spanOf }
}

/** Resolves after `delayMs`, or rejects with the signal's reason the moment it aborts, clearing its timer. */
function wait({ delayMs, signal }: { delayMs: number; signal: AbortSignal | undefined }): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted()
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, delayMs)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}
