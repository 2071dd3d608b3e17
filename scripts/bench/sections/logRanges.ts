import { createLogReader, createPoolStateStore, createSourceRegistry, type PoolStateStore, splitMulticallTransport, waitForReceipt } from '@sluice/core'
import { uniswapV2Plugin } from '@sluice/plugin-uniswap-v2'
import { type ChainManifest, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, erc20Abi, http, type PublicClient, parseAbi, toHex } from 'viem'
import { sandboxAdapters } from '../../../test/support/sandboxAdapters.js'
import { sandboxClients } from '../../../test/support/sandboxClients.js'
import { type LogRangeProxy, startLogRangeProxy } from '../../../test/support/startLogRangeProxy.js'
import type { BenchRow, BenchSection } from '../BenchSection.js'

/** The provider's cap, and the blocks the store misses. */
const CAP = 1_000
const OUTAGE = 3_000

const wrappedAbi = parseAbi(['function deposit() payable'])
const pairAbi = parseAbi(['function sync()'])

type Scenario = { name: string; field: string; maxLogRange: bigint; maxCatchUpLogRequests?: number | undefined }

/** The config knows the cap; the config does not (the reader learns it from refusals); an outage longer than the catch-up bound (re-read at the head). */
const SCENARIOS: readonly Scenario[] = [
  { name: 'cap known', field: 'Known', maxLogRange: BigInt(CAP) },
  { name: 'cap unknown to the config (maxLogRange 10,000; learned at the first sync)', field: 'Unknown', maxLogRange: 10_000n },
  { name: 'past the bound: re-read at head', field: 'Reread', maxLogRange: BigInt(CAP), maxCatchUpLogRequests: 2 },
]

/**
 * Catch-up after an outage behind a provider that caps `eth_getLogs` at 1,000 blocks: the sandbox's
 * Uniswap V2 world on chain 999 (mining is slow in the full world), a pool-state store reading
 * through a range-capping proxy on loopback (`startLogRangeProxy`), synced, then paused while the
 * node mines 3,000 blocks with one pool changed among them (the outage), then one `sync()`: its time
 * and the RPC requests it sent (counted at the proxy), per scenario.
 */
export const logRangesSection: BenchSection = {
  name: 'logRanges',
  async run() {
    const sandbox = await startSandbox({ plugins: [uniswapV2Plugin], chains: [999] })
    const proxy = await startLogRangeProxy({ upstream: sandbox.manifest.chains[0]!.rpcUrl, maxLogRange: CAP })
    const stores: PoolStateStore[] = []
    try {
      const chain = sandbox.manifest.chains[0]!
      // Multicall reads split to fit a call's gas (999: the 2M block gas limit), as the server's are.
      const client = createPublicClient({
        transport: splitMulticallTransport({ transport: http(proxy.url, { retryCount: 0, timeout: 60_000 }), multicall3: chain.multicall3 }),
      }) as PublicClient
      const rows: BenchRow[] = []
      const fields: Record<string, number | string> = {}
      for (const scenario of SCENARIOS) {
        const store = createPoolStateStore({
          chainId: chain.chainId,
          client,
          registry: createSourceRegistry({ adapters: sandboxAdapters({ chain }) }),
          logs: createLogReader({ maxLogRange: scenario.maxLogRange }),
          maxCatchUpLogRequests: scenario.maxCatchUpLogRequests,
        })
        stores.push(store)
        await store.sync()
        const pool = await outage({ chain, store })
        proxy.reset()
        const started = performance.now()
        const report = await store.sync()
        const ms = performance.now() - started
        const counts = countOf(proxy)
        const changed = report.changed.some((id) => id.toLowerCase() === pool.toLowerCase())
        if (!changed) throw new Error(`${scenario.name}: the pool changed during the outage was not brought up to date.`)
        rows.push(
          { metric: `${scenario.name}: catch-up (${report.kind})`, value: ms, unit: 'ms', target: '<= 5000' },
          { metric: `${scenario.name}: RPC requests (eth_getLogs, refused)`, value: `${counts.all} (${counts.getLogs}, ${counts.refused})` },
        )
        Object.assign(fields, {
          [`logRanges${scenario.field}Ms`]: Math.round(ms),
          [`logRanges${scenario.field}Requests`]: counts.all,
          [`logRanges${scenario.field}GetLogs`]: counts.getLogs,
          [`logRanges${scenario.field}Refused`]: counts.refused,
          [`logRanges${scenario.field}Kind`]: report.kind,
        })
      }
      return { rows, fields }
    } finally {
      for (const store of stores) await store.stop()
      await proxy.close()
      await sandbox.stop()
    }
  },
}

/** Mines `OUTAGE` blocks past the store's, with one V2 pair of the wrapped native changed half-way (native wrapped, sent to it, `sync()`); returns the pair. */
async function outage({ chain, store }: { chain: ChainManifest; store: PoolStateStore }): Promise<Address> {
  const { client, wallet } = sandboxClients({ chain, accountIndex: 3 })
  const direct = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 120_000 }) }) as PublicClient
  const mine = (blocks: number) => direct.request({ method: 'anvil_mine' as never, params: [toHex(blocks)] as never })
  const pair = store.snapshot().pools.find((state) => state.pool.tokens.includes(chain.wrappedNative))!.pool.address
  await mine(OUTAGE / 2)
  const send = async (hash: Promise<`0x${string}`>) => waitForReceipt({ client, hash: await hash })
  await send(wallet.writeContract({ address: chain.wrappedNative, abi: wrappedAbi, functionName: 'deposit', value: 10n ** 18n }))
  await send(wallet.writeContract({ address: chain.wrappedNative, abi: erc20Abi, functionName: 'transfer', args: [pair, 10n ** 18n] }))
  await send(wallet.writeContract({ address: pair, abi: pairAbi, functionName: 'sync' }))
  const head = await direct.getBlockNumber({ cacheTime: 0 })
  await mine(Number(store.health().blockNumber! + BigInt(OUTAGE) - head))
  return pair
}

function countOf(proxy: LogRangeProxy) {
  const getLogs = proxy.requests.filter((request) => request.method === 'eth_getLogs')
  return { all: proxy.requests.length, getLogs: getLogs.length, refused: getLogs.filter((request) => request.outcome === 'refused').length }
}
