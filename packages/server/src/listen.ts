import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type H3, toNodeHandler } from 'h3'

export type ListenParameters = {
  app: H3
  /** 0 picks a free port. */
  port: number
  host?: string | undefined
}

export type ListenReturnType = {
  server: Server
  url: string
  port: number
  /** Stops accepting connections and resolves when in-flight requests have finished. */
  close(): Promise<void>
}

/** Serves an h3 app over Node's HTTP server. */
export async function listen({ app, port, host = '127.0.0.1' }: ListenParameters): Promise<ListenReturnType> {
  const server = createServer(toNodeHandler(app))
  server.keepAliveTimeout = 5_000
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
