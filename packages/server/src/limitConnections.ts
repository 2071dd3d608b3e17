import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { InvalidConfigError } from '@sluice/core'
import ipaddr from 'ipaddr.js'
import { clientBucket } from './clientAddress/clientBucket.js'
import { resolveClientAddress } from './clientAddress/resolveClientAddress.js'
import { TooManyConnectionsError } from './errors.js'
import { toErrorResponse } from './http/toErrorResponse.js'

export type LimitConnectionsParameters = {
  server: Server
  /** What answers the requests of admitted connections (the app). */
  handler: RequestListener
  /** Open connections at most. */
  maxConnections: number
  /** Open connections per client address (an IPv4 address, an IPv6 /64) at most. */
  maxConnectionsPerAddress: number
  /**
   * Slots only an address without an open connection may take: once `maxConnections -
   * reservedConnections` are open, idle connections are closed to make room, and an address
   * that already has one gets no more while none can be closed.
   */
  reservedConnections: number
  /** Addresses and CIDR ranges (trusted proxies) not held to `maxConnectionsPerAddress`. Default none. */
  exemptAddresses?: readonly string[] | undefined
  /** Whether a request on a connection that found no room is served anyway (e.g. it carries a verified API key). */
  exemptRequest?: ((request: IncomingMessage) => boolean) | undefined
}

type Connection = {
  bucket: string
  /** Not held to the per-address cap. */
  exempt: boolean
  /** Responses not finished yet: none is idle (a keep-alive between requests, or nothing sent yet). */
  responses: Set<ServerResponse>
  /** Answered requests: 0 is a connection whose first request may be on its way. */
  answered: number
  /** Closed for room: its answers in flight say `Connection: close`, then it closes. */
  closing: boolean
}

/** How long a connection that found no room waits for its request, to answer it 503 (ms). */
const REFUSED_WAIT_MS = 5_000
/** The meta aggregator's paths, whose errors carry its own codes. */
const META_PATH = /^\/(competitions|quotes|swap)(\/|\?|$)/

/**
 * Shares the server's connection slots between client addresses, so that one address holding
 * many idle sockets cannot lock the others out, and answers whoever finds no room. The address is
 * the socket's peer (a connection arrives before any header could name another client). On each
 * new connection: an address at its cap first loses one of its own idle connections, and near the
 * total cap idle connections are closed, those of the addresses holding the most; an address
 * holding three quarters of its slots gets `Connection: close` on its answers, so its sockets do
 * not sit idle. A connection that still finds no room (its address at its cap with none idle, the
 * slots left being the reserve and its address holding one, or every slot taken) is not reset:
 * its request is answered `503` with `Retry-After: 1` (or served, when `exemptRequest` says so),
 * then it closes. Idle connections are closed a turn of the event loop later, and only if nothing
 * arrived on them meanwhile; one that turned busy finishes its request with `Connection: close`.
 */
export function limitConnections({
  server,
  handler,
  maxConnections,
  maxConnectionsPerAddress,
  reservedConnections,
  exemptAddresses = [],
  exemptRequest,
}: LimitConnectionsParameters): void {
  if (maxConnectionsPerAddress < 1 || maxConnectionsPerAddress > maxConnections)
    throw new InvalidConfigError(`maxConnectionsPerAddress must be between 1 and maxConnections (${maxConnections}).`)
  if (reservedConnections < 0 || reservedConnections >= maxConnections)
    throw new InvalidConfigError(`reservedConnections must be at least 0 and below maxConnections (${maxConnections}).`)
  const exemptRanges = exemptAddresses.map((range) => {
    try {
      if (range.includes('/')) return ipaddr.parseCIDR(range)
      const address = ipaddr.process(range)
      return [address, address.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number]
    } catch {
      throw new InvalidConfigError(`exemptAddresses: "${range}" is not an IP address or CIDR range.`)
    }
  })
  const shared = maxConnections - reservedConnections
  const closeFrom = Math.ceil((maxConnectionsPerAddress * 3) / 4)
  /** The admitted connections that hold a slot (one closed for room no longer does). */
  const connections = new Map<Socket, Connection>()
  const states = new WeakMap<Socket, Connection>()
  const byBucket = new Map<string, Set<Socket>>()
  const refused = new Set<Socket>()

  const forget = (socket: Socket) => {
    const connection = connections.get(socket)
    if (!connection) return
    connections.delete(socket)
    const sockets = byBucket.get(connection.bucket)!
    sockets.delete(socket)
    if (sockets.size === 0) byBucket.delete(connection.bucket)
  }

  /** Frees the connection's slot now; closes it on the next turn if still idle, else after its answers. */
  const closeForRoom = (socket: Socket, connection: Connection) => {
    forget(socket)
    connection.closing = true
    const read = socket.bytesRead
    setImmediate(() => {
      if (connection.responses.size === 0 && socket.bytesRead === read) socket.destroy()
      else for (const response of connection.responses) if (!response.headersSent) response.shouldKeepAlive = false
    })
  }

  /** Closes up to `count` idle connections of `sockets`: those idle after answers first (most answered first: a fresh one's request may be on its way). */
  const closeIdle = (sockets: Iterable<Socket>, count: number) => {
    const idle = [...sockets].filter((socket) => connections.get(socket)!.responses.size === 0)
    idle.sort((a, b) => connections.get(b)!.answered - connections.get(a)!.answered)
    for (const socket of idle.slice(0, count)) closeForRoom(socket, connections.get(socket)!)
  }

  const refuse = (socket: Socket) => {
    // Past this many waiting, a connection is dropped: the answer costs a parser and a timer.
    if (refused.size >= maxConnections) {
      socket.destroy()
      return
    }
    refused.add(socket)
    const timer = setTimeout(() => socket.destroy(), REFUSED_WAIT_MS).unref()
    socket.once('close', () => {
      clearTimeout(timer)
      refused.delete(socket)
    })
  }

  // Before the HTTP server's own listener, which then gives every socket a parser.
  server.prependListener('connection', (socket: Socket) => {
    const address = resolveClientAddress({ socketAddress: socket.remoteAddress, forwardedFor: null, trustProxy: false })
    const parsed = address === undefined ? undefined : ipaddr.process(address)
    const exempt = parsed !== undefined && exemptRanges.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits))
    const bucket = clientBucket({ address })
    const own = byBucket.get(bucket)
    if (!exempt && own && own.size >= maxConnectionsPerAddress) closeIdle(own, own.size - maxConnectionsPerAddress + 1)
    for (const sockets of [...byBucket.values()].sort((a, b) => b.size - a.size)) {
      if (connections.size < shared) break
      closeIdle(sockets, connections.size - shared + 1)
    }
    const held = byBucket.get(bucket)?.size ?? 0
    const admitted = (exempt || held < maxConnectionsPerAddress) && connections.size < (held === 0 ? maxConnections : shared)
    if (!admitted) {
      refuse(socket)
      return
    }
    const connection: Connection = { bucket, exempt, responses: new Set(), answered: 0, closing: false }
    connections.set(socket, connection)
    states.set(socket, connection)
    const sockets = byBucket.get(bucket) ?? new Set<Socket>()
    sockets.add(socket)
    byBucket.set(bucket, sockets)
    socket.once('close', () => forget(socket))
  })

  server.on('request', (request, response) => {
    const socket = request.socket
    if (refused.has(socket)) {
      response.shouldKeepAlive = false
      if (exemptRequest?.(request)) return handler(request, response)
      const api = META_PATH.test(request.url ?? '') ? 'meta' : 'aggregator'
      const { status, body, headers } = toErrorResponse({ error: new TooManyConnectionsError(), api })
      response.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      return
    }
    const connection = states.get(socket)
    if (connection) {
      connection.responses.add(response)
      response.once('close', () => {
        connection.responses.delete(response)
        connection.answered++
        if (connection.closing && connection.responses.size === 0) socket.end()
      })
      const held = byBucket.get(connection.bucket)?.size ?? 0
      if (connection.closing || (!connection.exempt && held >= closeFrom)) response.shouldKeepAlive = false
    }
    handler(request, response)
  })
}
