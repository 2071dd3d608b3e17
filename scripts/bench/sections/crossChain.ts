import { defaultBridgePlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import { startSandbox } from '@sluice/sandbox'
import type { Hex } from 'viem'
import { executeTransactions } from '../../../test/support/executeTransactions.js'
import { postJson } from '../../../test/support/postJson.js'
import { sandboxClients } from '../../../test/support/sandboxClients.js'
import { startSandboxServer } from '../../../test/support/startSandboxServer.js'
import { waitFor } from '../../../test/support/waitFor.js'
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
      const server = await startSandboxServer({ manifest: sandbox.manifest, limits: { apiPerMinute: 1e9, infoPerMinute: 1e9 } })
      try {
        const chain = (id: number) => sandbox.manifest.chains.find((c) => c.chainId === id)!
        const token = (symbol: string, id: number) => chain(id).tokens.find((t) => t.symbol === symbol)!.address
        const user = chain(999).accounts[1]!
        const request = (tokenIn: string, tokenOut: string, amountIn: string) =>
          JSON.stringify({ userAddress: user.address, originChainId: 999, destinationChainId: 1868, tokenIn, tokenOut, amountIn, slippage: 0.01 })
        // 503 while the engines load their first pool state
        const post = async (body: string) => {
          const { status, json } = await postJson<{ transactions: { to: Hex; data: Hex; value: string }[] }>({
            url: `${server.url}/v1/quote`,
            body,
            retryUnavailable: true,
          })
          if (status !== 200) throw new Error(`quote answered ${status}: ${JSON.stringify(json)}`)
          return json
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

        const { client, wallet } = sandboxClients({ chain: chain(999), accountIndex: 1 })
        const fills: number[] = []
        for (let i = 0; i < BRIDGES; i++) {
          const quote = await post(stableBody)
          const { receipts } = await executeTransactions({ client, wallet, transactions: quote.transactions })
          const hash = receipts.at(-1)!.transactionHash
          const started = performance.now()
          await waitFor({
            what: `deposit ${hash} to be filled`,
            probe: async () => {
              const status = (await (await fetch(`${server.url}/v1/transactions/${hash}`)).json()) as { status: { label: string } }
              if (status.status.label !== 'filled' && status.status.label !== 'pending') throw new Error(`deposit ended ${status.status.label}`)
              return status.status.label === 'filled'
            },
            timeoutMs: 60_000,
            intervalMs: 20,
          })
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
