import type { AddressInfo } from 'node:net'
import { WebSocket, WebSocketServer } from 'ws'

export type WebSocketRelay = {
  url: string
  /** Client sockets open now. */
  readonly open: number
  /** Messages the clients sent (JSON-RPC requests: subscriptions and calls), since the start. */
  readonly sent: number
  close(): Promise<void>
}

/** A WebSocket relay on loopback in front of a node: each client socket gets its own upstream socket, and the relay counts the open ones and the messages sent. */
export async function startWebSocketRelay({ upstream }: { upstream: string }): Promise<WebSocketRelay> {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  let sent = 0
  await new Promise((resolve) => server.once('listening', resolve))
  server.on('connection', (client) => {
    const node = new WebSocket(upstream)
    const pending: string[] = []
    node.on('open', () => {
      for (const message of pending.splice(0)) node.send(message)
    })
    node.on('message', (data) => client.send(data.toString()))
    client.on('message', (data) => {
      sent++
      if (node.readyState === WebSocket.OPEN) node.send(data.toString())
      else pending.push(data.toString())
    })
    client.on('close', () => node.terminate())
    node.on('close', () => client.terminate())
    node.on('error', () => client.terminate())
  })
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get open() {
      return server.clients.size
    },
    get sent() {
      return sent
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      }),
  }
}
