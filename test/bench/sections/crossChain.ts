import { waitForReceipt } from '@sluice/core'
import { defaultBridgePlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import { startSandbox } from '@sluice/sandbox'
import { configFromManifest, startServer } from '@sluice/server'
import { pino } from 'pino'
import { createPublicClient, createWalletClient, defineChain, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { BenchSection } from '../BenchSection.js'
import { quantile } from '../solver/quantile.js'

const QUOTES = 40
const BRIDGES = 6

/**
 * The cross-chain API on the sandbox (both chains, real Across SpokePools, the sandbox relayer):
 * `POST /v1/quote` latency for a same-token bridge and for swap-bridge-swap, and the time from a
 * deposit's receipt to the first `filled` answer of `GET /v1/transactions/{hash}` (polled every
 * 20 ms, so the figure includes up to that much polling delay and the relayer's 200 ms polling).
 */
export const crossChainSection: BenchSection = {
  name: 'cross-chain',
  async run() {
    const sandbox = await startSandbox({ plugins: defaultSourcePlugins, bridgePlugins: defaultBridgePlugins, chains: [999, 1868] })
    try {
      const config = configFromManifest({ manifest: sandbox.manifest, port: 0 })
      const limits = { apiPerMinute: 1e9, infoPerMinute: 1e9, keyMultiplier: 1 }
      const server = await startServer({ config: { ...config, host: '127.0.0.1', limits }, plugins: defaultSourcePlugins, logger: pino({ level: 'silent' }) })
      try {
        const chain = (id: number) => sandbox.manifest.chains.find((c) => c.chainId === id)!
        const token = (symbol: string, id: number) => chain(id).tokens.find((t) => t.symbol === symbol)!.address
        const user = chain(999).accounts[1]!
        const request = (tokenIn: string, tokenOut: string, amountIn: string) =>
          JSON.stringify({ userAddress: user.address, originChainId: 999, destinationChainId: 1868, tokenIn, tokenOut, amountIn, slippage: 0.01 })
        const post = async (body: string) => {
          for (;;) {
            const response = await fetch(`${server.url}/v1/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
            // 503 while the engines load their first pool state
            if (response.status === 503) {
              await new Promise((resolve) => setTimeout(resolve, 100))
              continue
            }
            if (response.status !== 200) throw new Error(`quote answered ${response.status}: ${await response.text()}`)
            return (await response.json()) as { transactions: { to: Hex; data: Hex; value: string }[] }
          }
        }
        const timed = async (body: string) => {
          await post(body)
          const times: number[] = []
          for (let i = 0; i < QUOTES; i++) {
            const started = performance.now()
            await post(body)
            times.push(performance.now() - started)
          }
          return quantile(times, 0.5)
        }
        const stableBody = request(token('USDT0', 999), token('USDT', 1868), '1000000000')
        const direct = await timed(stableBody)
        const swapBridgeSwap = await timed(request(token('PURR', 999), token('SONE', 1868), (10n ** 22n).toString()))

        const viemChain = defineChain({
          id: 999,
          name: 'sandbox',
          nativeCurrency: { name: 'HYPE', symbol: 'HYPE', decimals: 18 },
          rpcUrls: { default: { http: [chain(999).rpcUrl] } },
        })
        const client = createPublicClient({ chain: viemChain, transport: http(chain(999).rpcUrl) })
        const wallet = createWalletClient({ account: privateKeyToAccount(user.privateKey), chain: viemChain, transport: http(chain(999).rpcUrl) })
        const fills: number[] = []
        for (let i = 0; i < BRIDGES; i++) {
          const quote = await post(stableBody)
          let hash: Hex = '0x'
          for (const tx of quote.transactions) {
            hash = await wallet.sendTransaction({ to: tx.to, data: tx.data, value: BigInt(tx.value) })
            await waitForReceipt({ client: client, hash, pollingIntervalMs: 10 })
          }
          const started = performance.now()
          for (;;) {
            const status = (await (await fetch(`${server.url}/v1/transactions/${hash}`)).json()) as { status: { label: string } }
            if (status.status.label === 'filled') break
            if (status.status.label !== 'pending') throw new Error(`deposit ended ${status.status.label}`)
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
          fills.push(performance.now() - started)
        }
        const fillP50 = quantile(fills, 0.5)
        return {
          rows: [
            { metric: 'quote p50, same token', value: direct, unit: 'ms' },
            { metric: 'quote p50, swap-bridge-swap', value: swapBridgeSwap, unit: 'ms' },
            { metric: `deposit → filled p50 (${BRIDGES})`, value: fillP50, unit: 'ms' },
          ],
          fields: { crossChainQuoteP50Ms: direct, crossChainSwapBridgeSwapQuoteP50Ms: swapBridgeSwap, crossChainDepositToFilledP50Ms: fillP50 },
        }
      } finally {
        await server.close()
      }
    } finally {
      await sandbox.stop()
    }
  },
}
