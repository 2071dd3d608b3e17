import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StartLogRangeProxyParameters = {
  /** The node the proxy forwards to (a real Anvil). */
  upstream: string
  /** Most blocks one `eth_getLogs` may span; wider spans are refused. */
  maxLogRange: number
  /**
   * How a refusal reads: `json-rpc` answers HTTP 200 with JSON-RPC error -32005 and a QuickNode-style
   * text; `http` answers HTTP 413 with an Alchemy-style text (the way public providers do).
   */
  refusal?: 'json-rpc' | 'http' | undefined
  /** Every `rateLimitEvery`-th request of a `rateLimitMethods` method is answered HTTP 429; 0: none. */
  rateLimitEvery?: number | undefined
  /** The methods a rate limit applies to. Default: `eth_getLogs`. */
  rateLimitMethods?: readonly string[] | undefined
}

export type LogRangeProxy = {
  url: string
  /** While true, every connection is dropped unanswered (an outage: the node cannot be reached). */
  down: boolean
  /** Every request's method and, for `eth_getLogs`, its span and outcome, in arrival order. */
  readonly requests: {
    method: string
    span?: number | undefined
    fromBlock?: number | undefined
    outcome: 'forwarded' | 'refused' | 'rate-limited' | 'dropped'
  }[]
  /** Forgets the requests seen so far. */
  reset(): void
  close(): Promise<void>
}

/**
 * A JSON-RPC proxy on loopback in front of a real node, behaving as public providers do: it refuses
 * `eth_getLogs` spanning more than `maxLogRange` blocks with a realistic error, answers some calls
 * with HTTP 429, and can drop everything (an outage). Anvil itself caps nothing.
 */
export async function startLogRangeProxy({
  upstream,
  maxLogRange,
  refusal = 'json-rpc',
  rateLimitEvery = 0,
  rateLimitMethods = ['eth_getLogs'],
}: StartLogRangeProxyParameters): Promise<LogRangeProxy> {
  const requests: LogRangeProxy['requests'] = []
  let limited = 0
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const message = JSON.parse(body) as { id?: unknown; method?: string; params?: { fromBlock?: string; toBlock?: string; blockHash?: string }[] }
    const method = message.method ?? 'batch'
    if (proxy.down) {
      requests.push({ method, outcome: 'dropped' })
      response.destroy()
      return
    }
    const filter = method === 'eth_getLogs' ? message.params?.[0] : undefined
    const fromBlock = filter?.fromBlock?.startsWith('0x') ? Number(filter.fromBlock) : undefined
    const toBlock = filter?.toBlock?.startsWith('0x') ? Number(filter.toBlock) : undefined
    const span = fromBlock !== undefined && toBlock !== undefined ? toBlock - fromBlock + 1 : undefined
    const send = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    if (rateLimitEvery > 0 && rateLimitMethods.includes(method) && ++limited % rateLimitEvery === 0) {
      requests.push({ method, span, fromBlock, outcome: 'rate-limited' })
      send(429, { jsonrpc: '2.0', id: message.id ?? null, error: { code: 429, message: 'Too Many Requests: request rate exceeded, slow down' } })
      return
    }
    if (span !== undefined && span > maxLogRange) {
      requests.push({ method, span, fromBlock, outcome: 'refused' })
      if (refusal === 'http')
        send(413, {
          jsonrpc: '2.0',
          id: message.id ?? null,
          error: { code: -32602, message: `Log response size exceeded. You can make eth_getLogs requests with up to a ${maxLogRange} block range.` },
        })
      else send(200, { jsonrpc: '2.0', id: message.id ?? null, error: { code: -32005, message: `eth_getLogs is limited to a ${maxLogRange} block range` } })
      return
    }
    requests.push({ method, span, fromBlock, outcome: 'forwarded' })
    const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(() => undefined)
    if (!answer) response.destroy()
    else response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const proxy: LogRangeProxy = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    down: false,
    requests,
    reset: () => {
      requests.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  return proxy
}
