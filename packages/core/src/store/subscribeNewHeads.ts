import { type Hash, type Hex, hexToBigInt } from 'viem'
import WebSocket from 'ws'
import type { BlockHead } from './syncPoolStates.js'

export type SubscribeNewHeadsParameters = {
  /** The node's WebSocket URL (`ws://` or `wss://`). */
  url: string
  onHead: (head: BlockHead) => void
  /** The socket closed, failed or the node refused the subscription; it reconnects by itself. */
  onDown: (error: Error) => void
  /** Milliseconds before reconnecting after the socket went down. */
  reconnectDelay: number
}

export type SubscribeNewHeadsReturnType = {
  /** Stops for good: closes the socket and cancels a pending reconnection. */
  close(): void
}

type Message = {
  id?: number
  result?: unknown
  error?: { message?: string }
  method?: string
  params?: { result?: { number: Hex; hash: Hash; parentHash: Hash } }
}

/**
 * `eth_subscribe newHeads` on a socket of its own, reconnected and subscribed again after
 * `reconnectDelay` whenever it goes down, until `close()`. A notification is a block header:
 * no request is made per block. (viem's WebSocket transport shares sockets between clients and
 * reads the whole block per notification, hence this small client.)
 */
export function subscribeNewHeads({ url, onHead, onDown, reconnectDelay }: SubscribeNewHeadsParameters): SubscribeNewHeadsReturnType {
  let closed = false
  let socket: WebSocket | undefined
  let retry: ReturnType<typeof setTimeout> | undefined

  function down(error: Error) {
    if (closed || retry) return
    socket?.removeAllListeners()
    socket?.on('error', () => undefined)
    socket?.terminate()
    socket = undefined
    onDown(error)
    retry = setTimeout(() => {
      retry = undefined
      connect()
    }, reconnectDelay)
  }

  function connect() {
    if (closed) return
    const ws = new WebSocket(url)
    socket = ws
    ws.on('open', () => ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] })))
    ws.on('message', (data) => {
      let message: Message
      try {
        message = JSON.parse(data.toString()) as Message
      } catch {
        return
      }
      if (message.id === 1 && message.error) down(new Error(`eth_subscribe newHeads refused: ${message.error.message ?? 'unknown error'}`))
      const header = message.method === 'eth_subscription' ? message.params?.result : undefined
      if (header) onHead({ number: hexToBigInt(header.number), hash: header.hash, parentHash: header.parentHash })
    })
    ws.on('error', (error) => down(error))
    ws.on('close', () => down(new Error(`WebSocket ${url} closed.`)))
  }

  connect()
  return {
    close() {
      closed = true
      if (retry) clearTimeout(retry)
      retry = undefined
      socket?.removeAllListeners()
      socket?.on('error', () => undefined)
      socket?.terminate()
      socket = undefined
    },
  }
}
