import { type Hash, type Hex, hexToBigInt, webSocket } from 'viem'
import type { BlockHead } from './syncPoolStates.js'

export type SubscribeNewHeadsParameters = {
  /** The node's WebSocket URL (`ws://` or `wss://`). */
  url: string
  onHead: (head: BlockHead) => void
  /** The socket failed for good (reconnection gave up) or the node refused the subscription. */
  onError: (error: Error) => void
  /** Milliseconds between reconnection attempts while the socket is down. */
  reconnectDelay: number
  /** Reconnection attempts before `onError`. */
  reconnectAttempts: number
}

export type SubscribeNewHeadsReturnType = {
  /** Unsubscribes and closes the socket; resolves once it is closed. */
  close(): Promise<void>
}

let serial = 0

/**
 * `eth_subscribe newHeads` on a socket of its own (viem's WebSocket transport, which reconnects
 * and subscribes again by itself). A notification is a block header: no request is made per
 * block. Resolves once the node accepted the subscription; rejects when it did not.
 */
export async function subscribeNewHeads({
  url,
  onHead,
  onError,
  reconnectDelay,
  reconnectAttempts,
}: SubscribeNewHeadsParameters): Promise<SubscribeNewHeadsReturnType> {
  // viem shares one socket among transports of equal URL and options: the attempts, made unique
  // per subscription, give this one its own socket, which `close` may then close.
  const transport = webSocket(url, { reconnect: { attempts: reconnectAttempts + (serial++ % 1000) / 1000, delay: reconnectDelay }, retryCount: 0 })({})
  const { subscribe, getRpcClient } = transport.value as unknown as {
    subscribe(parameters: {
      params: ['newHeads']
      onData: (data: { result: { number: Hex; hash: Hash; parentHash: Hash } }) => void
      onError: (error: Error) => void
    }): Promise<{ unsubscribe(): Promise<unknown> }>
    getRpcClient(): Promise<{ close(): void }>
  }
  const rpcClient = await getRpcClient()
  try {
    await subscribe({
      params: ['newHeads'],
      onData: ({ result }) => onHead({ number: hexToBigInt(result.number), hash: result.hash, parentHash: result.parentHash }),
      onError,
    })
  } catch (error) {
    rpcClient.close()
    throw error
  }
  return {
    async close() {
      rpcClient.close()
    },
  }
}
