import { startRpcRelay } from '../../../test/support/startRpcRelay.js'
import { startWebSocketRelay } from '../../../test/support/startWebSocketRelay.js'

export type CountingNode = {
  rpcUrl: string
  webSocketUrl: string
  /** JSON-RPC requests so far: HTTP messages (a batch counts each call) and WebSocket messages sent (subscriptions, calls); notifications are not requests. */
  requests(): number
  close(): Promise<void>
}

/** The node behind relays on loopback (HTTP and WebSocket) that count the requests of the processes using them. */
export async function startCountingNode({ upstream }: { upstream: string }): Promise<CountingNode> {
  const http = await startRpcRelay({ upstream })
  const ws = await startWebSocketRelay({ upstream: upstream.replace(/^http/, 'ws') }).catch(async (error: unknown) => {
    await http.close()
    throw error
  })
  return {
    rpcUrl: http.url,
    webSocketUrl: ws.url,
    requests: () => http.requests.reduce((sum, message) => sum + (Array.isArray(message) ? message.length : 1), 0) + ws.sent,
    close: () => Promise.all([http.close(), ws.close()]).then(() => undefined),
  }
}
