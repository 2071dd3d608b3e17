import { createServer, type Server } from 'node:http'
import { waitForReceipt } from '@sluice/core'
import { createPublicClient, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startAnvil } from './startAnvil.js'
import { watchStuckTransactions } from './watchStuckTransactions.js'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/**
 * A stand-in for Anvil in the state its automine bug leaves it in (a ready transaction that is
 * never mined), which cannot be brought about on demand: it answers the three methods the watch
 * uses (its pool holds one transaction until mined) and counts `evm_mine`, which empties its pool.
 */
async function stuckNode({ automine }: { automine: boolean }) {
  const calls: string[] = []
  let pending = 1
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      calls.push(method)
      if (method === 'evm_mine') pending = 0
      const transactions = pending > 0 ? { '0x70997970c51812dc3a010c7d01b50e0d17dc79c8': { '0': { hash: '0xabc1' } } } : {}
      const result = method === 'anvil_getAutomine' ? automine : method === 'txpool_content' ? { pending: transactions, queued: {} } : '0x0'
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { rpcUrl: `http://127.0.0.1:${port}`, calls }
}

/** A node stand-in in front of a real Anvil: forwards every request and counts the methods, so a test sees each look of the watch. */
async function countingRelay(upstream: string) {
  const calls: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', async () => {
      calls.push((JSON.parse(body) as { method: string }).method)
      const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      response.setHeader('content-type', 'application/json')
      response.end(await answer.text())
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { rpcUrl: `http://127.0.0.1:${port}`, calls }
}

/** Waits until `count()` reaches `n`, within a deadline (vi.waitFor also moves fake timers on). */
const until = (count: () => number, n: number) => vi.waitFor(() => expect(count()).toBeGreaterThanOrEqual(n), { timeout: 5_000, interval: 10 })
/** How many looks the watch has made (each reads the pool, then automine). */
const looks = (calls: string[]) => calls.filter((method) => method === 'anvil_getAutomine').length

describe('watchStuckTransactions', () => {
  it('mines a transaction that automine left pending for two looks, once', async () => {
    const node = await stuckNode({ automine: true })
    const watch = watchStuckTransactions({ rpcUrl: node.rpcUrl, intervalMs: 20 })
    await until(() => node.calls.indexOf('evm_mine') + 1, 1)
    // Two more looks after the mining: neither mines again.
    const mined = looks(node.calls)
    await until(() => looks(node.calls), mined + 2)
    await watch.stop()
    expect(node.calls.filter((m) => m === 'evm_mine')).toHaveLength(1)
    // seen pending twice before mining
    expect(node.calls.slice(0, node.calls.indexOf('evm_mine'))).toEqual(['txpool_content', 'anvil_getAutomine', 'txpool_content', 'anvil_getAutomine'])
  })

  it('leaves the pool alone while automine is off, and looks no more once stopped', async () => {
    // A look is a timer's callback whose first act is a fetch: with the timers under the test's
    // hand and fetch counted, firing every timer left after stop() shows whether a look was still armed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const fetches = vi.spyOn(globalThis, 'fetch')
    try {
      const node = await stuckNode({ automine: false })
      const watch = watchStuckTransactions({ rpcUrl: node.rpcUrl, intervalMs: 20 })
      await until(() => node.calls.length, 10)
      await watch.stop()
      const seen = fetches.mock.calls.length
      await vi.runOnlyPendingTimersAsync()
      expect(fetches.mock.calls.length).toBe(seen)
      expect(node.calls).not.toContain('evm_mine')
    } finally {
      fetches.mockRestore()
      vi.useRealTimers()
    }
  })

  it('on a real Anvil: queued transactions stay queued with automine off, and no block is mined while idle', async () => {
    const anvil = await startAnvil({ chainId: 31_337 })
    const relay = await countingRelay(anvil.rpcUrl)
    const watch = watchStuckTransactions({ rpcUrl: relay.rpcUrl, intervalMs: 20 })
    try {
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      const rpc = (method: string, params: unknown[] = []) => client.request({ method: method as never, params: params as never }) as Promise<unknown>
      const idleFrom = await client.getBlockNumber({ cacheTime: 0 })
      // Three looks at an idle node.
      await until(() => looks(relay.calls), 3)
      expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(idleFrom)

      await rpc('evm_setAutomine', [false])
      const account = mnemonicToAccount('test test test test test test test test test test test junk')
      const serialized = await account.signTransaction({
        chainId: 31_337,
        nonce: 0,
        to: account.address,
        value: 1n,
        gas: 21_000n,
        maxFeePerGas: 10n ** 10n,
        maxPriorityFeePerGas: 0n,
        type: 'eip1559',
      })
      const hash = (await rpc('eth_sendRawTransaction', [serialized])) as Hex
      // Three looks while the transaction is queued with automine off.
      const queued = looks(relay.calls)
      await until(() => looks(relay.calls), queued + 3)
      expect(await rpc('txpool_status')).toEqual({ pending: '0x1', queued: '0x0' })
      expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(idleFrom)
      await rpc('evm_setAutomine', [true])
      expect((await waitForReceipt({ client: client, hash, pollingIntervalMs: 20, timeoutMs: 10_000 })).status).toBe('success')
    } finally {
      await watch.stop()
      await anvil.stop()
    }
  })
})
