import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StartRpcRelayParameters = {
  /** The node the relay forwards to (the sandbox's Anvil). */
  upstream: string
  /** Whether the relay starts hanging. */
  hang?: boolean | undefined
}

export type RpcRelay = {
  url: string
  /** The node requests go to: set it to put another node behind the relay's URL. */
  upstream: string
  /** While true, requests are accepted and never answered (a hung node). */
  hang: boolean
  /** Every request's JSON-RPC message, in arrival order (answered or held). */
  readonly requests: { method: string; params?: unknown[] }[]
  /** Requests held unanswered by the hang. */
  readonly held: number
  /** Stops listening and drops every connection, held ones included. */
  close(): Promise<void>
}

/**
 * An HTTP relay on loopback in front of a node: it forwards JSON-RPC requests and logs them, or,
 * while `hang` is set, accepts them and never answers (a node that hangs, which Anvil cannot be
 * made to do).
 */
export async function startRpcRelay({ upstream, hang = false }: StartRpcRelayParameters): Promise<RpcRelay> {
  const requests: RpcRelay['requests'] = []
  let held = 0
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    requests.push(JSON.parse(body) as { method: string; params?: unknown[] })
    if (relay.hang) {
      held++
      return
    }
    const answer = await fetch(relay.upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(() => undefined)
    if (!answer) response.destroy()
    else response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const relay: RpcRelay = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstream,
    hang,
    requests,
    get held() {
      return held
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  return relay
}
