import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SandboxManifest } from '@sluice/sandbox'
import { quoteResponseSchema, swapResponseSchema } from '@sluice/server'
import type { Address } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { executeTransactions, type TransactionToSend } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { type StartReplicaChainReturnType, startReplicaChain } from '../support/replica/startReplicaChain.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { type StartSluiceCliReturnType, startSluiceCli } from '../support/startSluiceCli.js'

// `pnpm start --fork-url-999 … --fork-url-1868 …` as a user runs it against the real chains, with
// the replicas of HyperEVM and Soneium playing them (no fork manifest: the world is built from the
// chains). The 999 replica's pools carry their own init code hashes (see the replica's README), so
// its sources are given with `--fork-sources`, as for a deployment the presets do not describe.

const replicas = {} as Record<999 | 1868, StartReplicaChainReturnType>
let cli: StartSluiceCliReturnType
let manifest: SandboxManifest

beforeAll(async () => {
  replicas[999] = await startReplicaChain({ chainId: 999 })
  replicas[1868] = await startReplicaChain({ chainId: 1868 })
  const forkSources = join(mkdtempSync(join(tmpdir(), 'sluice-fork-sources-')), 'sources.json')
  writeFileSync(forkSources, JSON.stringify({ chains: [{ chainId: 999, sources: replicas[999].sources }] }))
  cli = await startSluiceCli({
    sandboxPorts: '999=0,1868=0',
    manifest: true,
    args: ['--fork-url-999', replicas[999].rpcUrl, '--fork-url-1868', replicas[1868].rpcUrl, '--fork-sources', forkSources, '--no-cache'],
  })
  manifest = JSON.parse(readFileSync(cli.manifestPath!, 'utf8')) as SandboxManifest
})
afterAll(async () => {
  await cli?.stop()
  await replicas[999]?.stop()
  await replicas[1868]?.stop()
})

test('`sluice start --fork-url-999 … --fork-url-1868 …` forks both replicas and prints the funded accounts and the tokens found on them', () => {
  expect(manifest.chains.map((chain) => [chain.chainId, chain.mode, chain.forkUrl])).toEqual([
    [999, 'fork', replicas[999].rpcUrl],
    [1868, 'fork', replicas[1868].rpcUrl],
  ])
  expect(cli.stdout).toContain('Funded test accounts')
  for (const account of manifest.chains[0]!.accounts) expect(cli.stdout).toContain(account.address)
  for (const chainId of [999, 1868] as const) {
    expect(cli.stdout).toContain(`Tokens on ${chainId} `)
    for (const token of replicas[chainId].tokens) expect(cli.stdout).toMatch(new RegExp(`^ {2}${token.symbol} +${token.address} {2}${token.decimals}$`, 'm'))
  }
})

test.each([999, 1868] as const)(
  'on the fork of the %i replica every source the replica holds quotes alone, and its swap executes exactly as quoted',
  async (chainId) => {
    const chain = manifest.chains.find((entry) => entry.chainId === chainId)!
    expect(chain.sources.map((source) => source.id).sort()).toEqual(replicas[chainId].sources.map((source) => source.id).sort())
    const { client, wallet } = sandboxClients({ chain, accountIndex: 3 })
    const post = async (endpoint: 'quote' | 'swap', body: object) => {
      const { status, json } = await postJson({ url: `${cli.url}/${chainId}/v1/${endpoint}`, body, retryUnavailable: true })
      if (status !== 200) throw new Error(`${endpoint} answered ${status}: ${JSON.stringify(json)}`)
      return json
    }
    for (const source of chain.sources) {
      const pool = chain.pools.find((entry) => entry.sourceId === source.id)!
      const [tokenIn, tokenOut] = pool.tokens as [Address, Address]
      const token = chain.tokens.find((entry) => entry.address === tokenIn)!
      // About 100 USD.
      const amountIn = (BigInt(Math.round(100e6 / token.fixturePriceUsd!)) * 10n ** BigInt(token.decimals)) / 1_000_000n
      const request = { tokenIn, tokenOut, amountIn: amountIn.toString(), includedSources: [source.id] }
      const quote = quoteResponseSchema.parse(await post('quote', request))
      expect(quote.swaps.length, source.name).toBeGreaterThan(0)
      expect(
        quote.swaps.every((step) => step.dexName === source.name),
        source.name,
      ).toBe(true)
      const swap = swapResponseSchema.parse(await post('swap', { ...request, userAddress: wallet.account.address }))
      const transactions = swap.transactions as TransactionToSend[]
      const { receipts, deltas } = await executeTransactions({ client, wallet, transactions, tokens: [tokenIn, tokenOut] })
      expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
      expect(deltas, source.name).toEqual([-amountIn, BigInt(swap.quote.amountOut)])
    }
  },
)
