import { createServer, type Server } from 'node:http'
import { waitForReceipt } from '@sluice/core'
import { createPublicClient, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { startAnvil } from './startAnvil.js'
import { watchStuckTransactions } from './watchStuckTransactions.js'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/**
 * A stand-in for Anvil in the state its automine bug leaves it in (a ready transaction that is
 * never mined), which cannot be brought about on demand: it answers the three methods the watch
 * uses and counts `evm_mine`, which empties its pool.
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
      const result = method === 'anvil_getAutomine' ? automine : method === 'txpool_status' ? { pending: `0x${pending.toString(16)}`, queued: '0x0' } : '0x0'
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return { rpcUrl: `http://127.0.0.1:${port}`, calls }
}

const until = async (condition: () => boolean, ms: number) => {
  const deadline = Date.now() + ms
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
}

describe('watchStuckTransactions', () => {
  it('mines a transaction that automine left pending for two looks, once', async () => {
    const node = await stuckNode({ automine: true })
    const watch = watchStuckTransactions({ rpcUrl: node.rpcUrl, intervalMs: 20 })
    await until(() => node.calls.includes('evm_mine'), 5_000)
    await new Promise((r) => setTimeout(r, 200))
    await watch.stop()
    expect(node.calls.filter((m) => m === 'evm_mine')).toHaveLength(1)
    // seen pending twice before mining
    expect(node.calls.slice(0, node.calls.indexOf('evm_mine'))).toEqual(['anvil_getAutomine', 'txpool_status', 'anvil_getAutomine', 'txpool_status'])
  })

  it('leaves the pool alone while automine is off, and looks no more once stopped', async () => {
    const node = await stuckNode({ automine: false })
    const watch = watchStuckTransactions({ rpcUrl: node.rpcUrl, intervalMs: 20 })
    await until(() => node.calls.length >= 10, 5_000)
    await watch.stop()
    const seen = node.calls.length
    await new Promise((r) => setTimeout(r, 100))
    expect(node.calls).not.toContain('evm_mine')
    expect(node.calls.length).toBe(seen)
  })

  it('on a real Anvil: queued transactions stay queued with automine off, and no block is mined while idle', async () => {
    const anvil = await startAnvil({ chainId: 31_337 })
    const watch = watchStuckTransactions({ rpcUrl: anvil.rpcUrl, intervalMs: 20 })
    try {
      const client = createPublicClient({ transport: http(anvil.rpcUrl) })
      const rpc = (method: string, params: unknown[] = []) => client.request({ method: method as never, params: params as never }) as Promise<unknown>
      const idleFrom = await client.getBlockNumber({ cacheTime: 0 })
      await new Promise((r) => setTimeout(r, 300))
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
      await new Promise((r) => setTimeout(r, 300))
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
