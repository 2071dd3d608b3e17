import { describe, expect, it, vi } from 'vitest'
import { type WebSocket, WebSocketServer } from 'ws'
import { subscribeNewHeads } from './subscribeNewHeads.js'
import type { BlockHead } from './syncPoolStates.js'

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

describe('subscribeNewHeads', () => {
  // A stand-in node on loopback: Anvil cannot be made to drop a socket on demand. The store's
  // test follows Anvil's real subscription (test/core/store/createPoolStateStore.test.ts).
  it('subscribes, delivers headers, subscribes again after the node drops the socket, and close() leaves nothing open', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    const sockets: WebSocket[] = []
    let subscriptions = 0
    server.on('connection', (socket) => {
      sockets.push(socket)
      socket.on('message', (data) => {
        const request = JSON.parse(data.toString()) as { id: number; method: string; params: unknown[] }
        expect(request).toMatchObject({ method: 'eth_subscribe', params: ['newHeads'] })
        subscriptions++
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: '0xabc' }))
        const number = subscriptions * 10
        socket.send(
          JSON.stringify({
            jsonrpc: '2.0',
            method: 'eth_subscription',
            params: { subscription: '0xabc', result: { number: `0x${number.toString(16)}`, hash: hash(number), parentHash: hash(number - 1) } },
          }),
        )
      })
    })
    const heads: BlockHead[] = []
    const downs: Error[] = []
    const subscription = subscribeNewHeads({
      url: `ws://127.0.0.1:${port}`,
      onHead: (head) => heads.push(head),
      onDown: (error) => downs.push(error),
      reconnectDelay: 20,
    })
    try {
      await vi.waitFor(() => expect(heads).toEqual([{ number: 10n, hash: hash(10), parentHash: hash(9) }]), { timeout: 5000, interval: 10 })
      sockets[0]!.terminate()
      await vi.waitFor(() => expect(heads.map((head) => head.number)).toEqual([10n, 20n]), { timeout: 5000, interval: 10 })
      expect(downs).toHaveLength(1)
      expect(subscriptions).toBe(2)
    } finally {
      subscription.close()
    }
    await vi.waitFor(() => expect([...server.clients].length).toBe(0), { timeout: 5000, interval: 10 })
    expect(sockets).toHaveLength(2)
    await new Promise((resolve) => server.close(resolve))
  })

  it('close() while a reconnection is pending cancels it: no timer is left to reconnect', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    let connections = 0
    // The stand-in node drops every socket at once: the client schedules a reconnection.
    server.on('connection', (socket) => {
      connections++
      socket.terminate()
    })
    // A reconnection is a timer: with the timers under the test's hand, what is left of them is counted.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const downs: Error[] = []
      const subscription = subscribeNewHeads({ url: `ws://127.0.0.1:${port}`, onHead: () => {}, onDown: (error) => downs.push(error), reconnectDelay: 600_000 })
      await vi.waitFor(() => expect(downs).toHaveLength(1), { timeout: 5000, interval: 10 })
      expect(vi.getTimerCount()).toBe(1)
      subscription.close()
      expect(vi.getTimerCount()).toBe(0)
      expect(connections).toBe(1)
    } finally {
      vi.useRealTimers()
    }
    await new Promise((resolve) => server.close(resolve))
  })
})
