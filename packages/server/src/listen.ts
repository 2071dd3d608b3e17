import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type H3, toNodeHandler } from 'h3'
import { limitConnections } from './limitConnections.js'

export type ListenParameters = {
  app: H3
  /** 0 picks a free port. */
  port: number
  host?: string | undefined
  /** Time to receive a request's headers (ms). Default 10,000. */
  headersTimeoutMs?: number | undefined
  /** Time to receive a whole request, body included (ms). Default 30,000. */
  requestTimeoutMs?: number | undefined
  /** Open connections at most; more are closed on arrival. Default 1,024. */
  maxConnections?: number | undefined
  /** Open connections per client address (the socket's peer; IPv6 by /64) at most. Default 64 (or `maxConnections` when smaller). */
  maxConnectionsPerAddress?: number | undefined
  /**
   * Connections kept for addresses without one: past `maxConnections - reservedConnections` open,
   * idle connections are closed to make room and addresses already connected get no more.
   * Default `maxConnections / 16` (64 of 1,024).
   */
  reservedConnections?: number | undefined
  /** Addresses and CIDR ranges (trusted proxies) not held to `maxConnectionsPerAddress`. Default none. */
  exemptAddresses?: readonly string[] | undefined
  /** Whether a request on a connection that found no room is served anyway (e.g. it carries a verified API key). Default: none is. */
  exemptRequest?: ((request: IncomingMessage) => boolean) | undefined
}

export type ListenReturnType = {
  server: Server
  url: string
  port: number
  /** Stops accepting connections and resolves when in-flight requests have finished. */
  close(): Promise<void>
}

/**
 * Serves an h3 app over Node's HTTP server, bounded against slow and many clients: headers and
 * whole requests must arrive in time (Node answers 408 and closes otherwise), and connections are
 * shared between client addresses (`limitConnections`): each address gets at most
 * `maxConnectionsPerAddress`, idle connections are closed when the total nears `maxConnections`,
 * and the last `reservedConnections` slots are kept for addresses without a connection.
 */
export async function listen({
  app,
  port,
  host = '127.0.0.1',
  headersTimeoutMs = 10_000,
  requestTimeoutMs = 30_000,
  maxConnections = 1_024,
  maxConnectionsPerAddress = Math.min(64, maxConnections),
  reservedConnections = Math.floor(maxConnections / 16),
  exemptAddresses,
  exemptRequest,
}: ListenParameters): Promise<ListenReturnType> {
  const server = createServer({
    headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs), // Node requires it
    requestTimeout: requestTimeoutMs,
    // How often Node checks those timeouts (default 30 s, longer than them).
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(headersTimeoutMs / 4))),
    maxHeaderSize: 16 * 1024,
  })
  server.keepAliveTimeout = 5_000
  // The whole cap is enforced there, not by `server.maxConnections`: Node would count the idle
  // sockets just closed for room until they finish closing, and refuse the client they made room for.
  // It also hands the app its requests, and answers those of connections that found no room.
  limitConnections({
    server,
    handler: toNodeHandler(app),
    maxConnections,
    maxConnectionsPerAddress,
    reservedConnections,
    exemptAddresses,
    exemptRequest,
  })
  server.maxHeadersCount = 100
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  const shownHost = host.includes(':') ? `[${host}]` : host
  return {
    server,
    url: `http://${shownHost === '0.0.0.0' ? '127.0.0.1' : shownHost}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Idle keep-alive sockets would hold `close` open; busy ones finish their request first
        // and are closed as soon as they turn idle.
        const sweep = setInterval(() => server.closeIdleConnections(), 25)
        server.close((error) => {
          clearInterval(sweep)
          if (error) reject(error)
          else resolve()
        })
        server.closeIdleConnections()
      }),
  }
}
