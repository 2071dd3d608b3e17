export type ClassifyLogRefusalParameters = {
  /** What an `eth_getLogs` request failed with (a viem error, its causes are read too). */
  error: unknown
}

/**
 * Why a provider refused an `eth_getLogs` request, when it did:
 * - `range`: the block span is over the provider's cap: split it;
 * - `results`: the answer would be too large (too many logs, HTTP 413, JSON-RPC -32005): split it;
 * - `rate`: too many requests (HTTP 429, JSON-RPC 429/-32007, rate-limit texts): wait and ask again.
 */
export type LogRefusal = {
  kind: 'range' | 'results' | 'rate'
  /** The provider's own words (its message, first line), for the log. */
  text: string
  /** The last block of a range the provider suggested (Alchemy, Infura, drpc do), when it did. */
  suggestedToBlock?: bigint | undefined
}

export type ClassifyLogRefusalReturnType = LogRefusal | undefined

/** Texts of public providers (Alchemy, Infura, QuickNode, Ankr, drpc, Reth, Geth, Erigon, ...) refusing a block span. */
const RANGE_TEXTS =
  /block range|blocks? range|range (?:is )?too (?:large|wide|big)|range limit|max(?:imum)? (?:block )?range|range exceeds|exceeds? (?:the )?max(?:imum)? (?:block )?range|too many blocks|ranges? over \d|limited to (?:a )?[\d,]+ (?:block|range)|block span/i
/** Texts refusing an answer's size. */
const RESULT_TEXTS =
  /returned more than|more than [\d,]+ (?:results|logs)|too many (?:results|logs)|max(?:imum)? results|results? (?:limit|exceeded)|response size|response (?:is )?too (?:large|big)|log response|query timeout|exceeds? max results/i
/** Texts of rate limits. */
const RATE_TEXTS =
  /rate limit|too many requests|request rate|requests? per second|compute units? per second|throughput|capacity exceeded|request limit reached|exceeded .*rate/i

/**
 * Reads a failed `eth_getLogs` request's error (and its causes): a refusal the reader can work
 * around (split the range, or wait), or `undefined` for any other failure (the node is down, a
 * bad filter), which the caller sees as is.
 */
export function classifyLogRefusal({ error }: ClassifyLogRefusalParameters): ClassifyLogRefusalReturnType {
  const texts: string[] = []
  const codes = new Set<number>()
  const statuses = new Set<number>()
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 20; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, status, shortMessage, details, message, body } = e as Record<string, unknown>
    if (typeof code === 'number') codes.add(code)
    if (typeof status === 'number') statuses.add(status)
    for (const text of [details, shortMessage, message]) if (typeof text === 'string' && text.trim() !== '') texts.push(text)
    if (typeof body === 'object' && body !== null) texts.push(JSON.stringify(body))
  }
  const all = texts.join('\n')
  const text = (texts.find((line) => RANGE_TEXTS.test(line) || RESULT_TEXTS.test(line) || RATE_TEXTS.test(line)) ?? texts[0] ?? String(error))
    .split('\n')[0]!
    .trim()
    .slice(0, 300)
  const rate = statuses.has(429) || codes.has(429) || codes.has(-32007) || RATE_TEXTS.test(all)
  // A provider's words win over its codes (some answer a too-wide span with 429 or -32005); an
  // answer too large often names a range that would do, so its text wins over a range text.
  const kind = RESULT_TEXTS.test(all)
    ? 'results'
    : RANGE_TEXTS.test(all)
      ? 'range'
      : rate
        ? 'rate'
        : statuses.has(413) || codes.has(-32005)
          ? 'results'
          : undefined
  if (kind === undefined) return undefined
  const hint = /\[\s*(0x[0-9a-f]+)\s*,\s*(0x[0-9a-f]+)\s*\]/i.exec(all) ?? /range (\d+)\s*-\s*(\d+)/i.exec(all)
  return { kind, text, ...(hint ? { suggestedToBlock: BigInt(hint[2]!) } : {}) }
}
