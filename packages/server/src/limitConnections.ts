import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { InvalidConfigError } from '@sluice/core'
import { clientBucket } from './clientAddress/clientBucket.js'
import { resolveClientAddress } from './clientAddress/resolveClientAddress.js'

export type LimitConnectionsParameters = {
  server: Server
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
}

type Connection = {
  bucket: string
  /** Requests read and not answered yet: 0 is idle (a keep-alive between requests, or nothing sent yet). */
  requests: number
}

/**
 * Shares the server's connection slots between client addresses, so that one address holding
 * many idle sockets cannot lock the others out. The address is the socket's peer (a connection
 * arrives before any header could name another client: behind a proxy, the cap is the proxy's).
 * On each new connection: near the cap, idle connections are closed first, those of the addresses
 * holding the most; then the connection is refused if its address holds its cap, or if the
 * slots left are the reserve and its address already holds one, or if every slot is taken.
 */
export function limitConnections({ server, maxConnections, maxConnectionsPerAddress, reservedConnections }: LimitConnectionsParameters): void {
  if (maxConnectionsPerAddress < 1 || maxConnectionsPerAddress > maxConnections)
    throw new InvalidConfigError(`maxConnectionsPerAddress must be between 1 and maxConnections (${maxConnections}).`)
  if (reservedConnections < 0 || reservedConnections >= maxConnections)
    throw new InvalidConfigError(`reservedConnections must be at least 0 and below maxConnections (${maxConnections}).`)
  const shared = maxConnections - reservedConnections
  const connections = new Map<Socket, Connection>()
  const byBucket = new Map<string, Set<Socket>>()

  const forget = (socket: Socket) => {
    const connection = connections.get(socket)
    if (!connection) return
    connections.delete(socket)
    const sockets = byBucket.get(connection.bucket)!
    sockets.delete(socket)
    if (sockets.size === 0) byBucket.delete(connection.bucket)
  }

  /** Closes up to `count` idle connections, from the addresses holding the most. */
  const closeIdle = (count: number) => {
    let left = count
    for (const sockets of [...byBucket.values()].sort((a, b) => b.size - a.size)) {
      for (const socket of [...sockets]) {
        if (left === 0) return
        if (connections.get(socket)!.requests !== 0) continue
        forget(socket)
        socket.destroy()
        left--
      }
    }
  }

  // Before the HTTP server's own listener: a refused socket never gets a parser.
  server.prependListener('connection', (socket: Socket) => {
    const bucket = clientBucket({ address: resolveClientAddress({ socketAddress: socket.remoteAddress, forwardedFor: null, trustProxy: false }) })
    const held = byBucket.get(bucket)?.size ?? 0
    if (connections.size >= shared) closeIdle(connections.size - shared + 1)
    const admitted = held < maxConnectionsPerAddress && connections.size < (held === 0 ? maxConnections : shared)
    if (!admitted) {
      socket.destroy()
      return
    }
    connections.set(socket, { bucket, requests: 0 })
    const sockets = byBucket.get(bucket) ?? new Set<Socket>()
    sockets.add(socket)
    byBucket.set(bucket, sockets)
    socket.once('close', () => forget(socket))
  })

  server.on('request', (request, response) => {
    const connection = connections.get(request.socket)
    if (!connection) return
    connection.requests++
    response.once('close', () => connection.requests--)
  })
}
