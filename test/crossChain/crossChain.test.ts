import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultBridgePlugins, defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createTestClient, custom, defineChain, erc20Abi, type Hex, http, type PublicClient, pad, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { spokePoolAbi } from '../../plugins/bridge-across/src/abi.js'
import type { AcrossConfig } from '../../plugins/bridge-across/src/acrossConfigSchema.js'
import { AcrossFillRevertedError } from '../../plugins/bridge-across/src/errors.js'
import { startAcrossRelayer } from '../../plugins/bridge-across/src/startAcrossRelayer.js'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'
import { waitForSync } from '../support/waitForSync.js'

/**
 * The cross-chain API end to end on the sandbox: both chains with the real Across SpokePool and
 * MulticallHandler (npm artifacts), the sandbox relayer filling deposits with real transactions,
 * and the real HTTP server. Every bridge is executed and its status read back from the chains.
 */
let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>

const start = () => startSandboxServer({ manifest: sandbox.manifest })
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, bridgePlugins: defaultBridgePlugins, chains: [999, 1868] })
  server = await start()
})
afterAll(async () => {
  await server?.close()
  await sandbox?.stop()
})

const chain = (chainId: number) => sandbox.manifest.chains.find((c) => c.chainId === chainId)!
const token = (symbol: string, chainId: number) => chain(chainId).tokens.find((t) => t.symbol === symbol)!.address
const viemChain = (chainId: number) =>
  defineChain({
    id: chainId,
    name: 'sandbox',
    nativeCurrency: { name: 'native', symbol: 'N', decimals: 18 },
    rpcUrls: { default: { http: [chain(chainId).rpcUrl] } },
  })
const client = (chainId: number) => createPublicClient({ chain: viemChain(chainId), transport: http(chain(chainId).rpcUrl) })

const synced = (chainId: number) => waitForSync({ serverUrl: server.url, chain: chain(chainId) })

type Quote = {
  requestId: string
  quote: {
    amountOut: string
    minAmountOut: string
    originSwap: object | null
    destinationSwap: object | null
    bridge: { outputAmount: string; inputAmount: string; fillDeadline: number; recipient: Address }
  }
  transactions: { chainId: number; from: Address; to: Address; data: Hex; value: string }[]
  transactionExplanations: string[]
  timeEstimate: number
}
type Status = {
  requestId: string
  status: { label: string; kind: string; final: boolean }
  destination: { fillTxHash: Hex | null; amount: string; recipient: Address; relayer: Address | null }
  primaryTransaction: { hash: Hex }
}

/** A GET or POST that retries while the server answers 503 (token metadata still loading: "retry shortly"), until the deadline. */
const request = (path: string, init?: RequestInit): Promise<Response> =>
  waitFor({
    what: `${path} to answer other than 503`,
    probe: async () => {
      const response = await fetch(`${server.url}${path}`, init)
      return response.status !== 503 && response
    },
    intervalMs: 100,
  })

async function quote(body: object): Promise<Quote> {
  await Promise.all([synced(999), synced(1868)])
  const { status, json } = await postJson<Quote>({ url: `${server.url}/v1/quote`, body, retryUnavailable: true })
  if (status !== 200) throw new Error(`quote answered ${status}: ${JSON.stringify(json)}`)
  return json
}

/** Sends the quote's transactions in order from the account (each on its chain); returns the last (the deposit) hash. */
async function execute(q: Quote, accountIndex: number): Promise<Hex> {
  let last: Hex | undefined
  for (const tx of q.transactions) {
    const { client, wallet } = sandboxClients({ chain: chain(tx.chainId), accountIndex })
    expect(tx.from).toBe(wallet.account.address)
    const { receipts } = await executeTransactions({ client, wallet, transactions: [tx] })
    expect(receipts[0]!.status).toBe('success')
    last = receipts[0]!.transactionHash
  }
  return last as Hex
}

async function status(hash: Hex): Promise<{ code: number; json: Status }> {
  const response = await fetch(`${server.url}/v1/transactions/${hash}`)
  return { code: response.status, json: (await response.json()) as Status }
}

/** Polls the status until it leaves `pending`, within a deadline. */
const settled = (hash: Hex): Promise<Status> =>
  waitFor({
    what: `deposit ${hash} to leave pending`,
    probe: async () => {
      const { code, json } = await status(hash)
      expect(code).toBe(200)
      return json.status.label !== 'pending' && json
    },
    timeoutMs: 60_000,
    intervalMs: 100,
  })

const balance = (chainId: number, owner: Address, asset: Address) =>
  asset === NATIVE_TOKEN_ADDRESS
    ? client(chainId).getBalance({ address: owner })
    : client(chainId).readContract({ address: asset, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** Quotes, executes from account 1, waits for the fill; checks what the recipient got against the quote. */
async function bridge({ from, to, tokenIn, tokenOut, amountIn }: { from: number; to: number; tokenIn: Address; tokenOut: Address; amountIn: bigint }) {
  const user = chain(from).accounts[1]!.address
  // A recipient that sends nothing on the destination: its balance moves by the delivery alone.
  const recipient = chain(to).accounts[3]!.address
  const q = await quote({
    userAddress: user,
    recipientAddress: recipient,
    originChainId: from,
    destinationChainId: to,
    tokenIn,
    tokenOut,
    amountIn: amountIn.toString(),
    slippage: 0.01,
  })
  expect(q.transactions.length).toBe(q.transactionExplanations.length)
  const before = await balance(to, recipient, tokenOut)
  const hash = await execute(q, 1)
  const final = await settled(hash)
  expect(final.status).toEqual({ label: 'filled', kind: 'success', final: true })
  expect(final.requestId).toBe(q.requestId)
  expect(final.destination.fillTxHash).toMatch(/^0x[0-9a-f]{64}$/)
  const received = (await balance(to, recipient, tokenOut)) - before
  expect(received).toBeGreaterThanOrEqual(BigInt(q.quote.minAmountOut))
  return { q, hash, received, final }
}

describe('cross-chain API on the sandbox (real Across contracts, sandbox relayer)', () => {
  test('GET /v1/chains and /v1/currencies list both chains and their bridgeable tokens', async () => {
    const chains = (await (await fetch(`${server.url}/v1/chains`)).json()) as { chains: { chainId: number; destinations: number[]; bridges: string[] }[] }
    expect(chains.chains.map((c) => [c.chainId, c.destinations, c.bridges])).toEqual([
      [999, [1868], ['bridge-across']],
      [1868, [999], ['bridge-across']],
    ])
    await Promise.all([synced(999), synced(1868)])
    const currencies = (await (await request('/v1/currencies?chainIds=999,1868')).json()) as {
      currencies: { chainId: number; address: string; symbol: string; bridgeable: boolean; isNative: boolean }[]
    }
    // The native token in lower case, as the spec writes it (and as the aggregator API answers).
    expect(currencies.currencies.filter((c) => c.isNative).map((c) => c.address)).toEqual([
      NATIVE_TOKEN_ADDRESS.toLowerCase(),
      NATIVE_TOKEN_ADDRESS.toLowerCase(),
    ])
    const bridgeable = currencies.currencies.filter((c) => c.bridgeable).map((c) => `${c.chainId}:${c.symbol}`)
    expect(bridgeable.sort()).toEqual(['1868:ETH', '1868:USDT', '1868:WETH', '999:UETH', '999:USDT0'].sort())
    expect(currencies.currencies.filter((c) => c.isNative).map((c) => c.symbol)).toEqual(['HYPE', 'ETH'])
    const openapi = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      paths: Record<string, unknown>
      components: { schemas: Record<string, unknown> }
    }
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/v1/chains', '/v1/currencies', '/v1/quote', '/v1/transactions/{sourceTxHash}']))
    expect(Object.keys(openapi.components.schemas)).toEqual(
      expect.arrayContaining(['CrossChainQuoteRequest', 'CrossChainQuoteResponse', 'CrossChainQuote', 'CrossChainStatus', 'CrossChainCurrency']),
    )
  })

  test('the same stable 999 → 1868: approve + deposit, filled with exactly the quoted output', async () => {
    const { q, received } = await bridge({ from: 999, to: 1868, tokenIn: token('USDT0', 999), tokenOut: token('USDT', 1868), amountIn: 2_500_000_000n })
    expect(q.quote.originSwap).toBeNull()
    expect(q.quote.destinationSwap).toBeNull()
    expect(q.transactions.map((t) => t.to)).toEqual([token('USDT0', 999), q.transactions[1]!.to])
    expect(received).toBe(BigInt(q.quote.bridge.outputAmount))
    expect(received).toBe(BigInt(q.quote.amountOut))
  })

  test('the same stable 1868 → 999', async () => {
    const { received, q } = await bridge({ from: 1868, to: 999, tokenIn: token('USDT', 1868), tokenOut: token('USDT0', 999), amountIn: 700_000_000n })
    expect(received).toBe(BigInt(q.quote.amountOut))
  })

  test('native to native, HYPE (999) → ETH (1868): origin swap into UETH, the fill unwraps WETH to ETH', async () => {
    const { q, received } = await bridge({ from: 999, to: 1868, tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: 100n * 10n ** 18n })
    expect(q.quote.originSwap).not.toBeNull()
    expect(q.quote.destinationSwap).toBeNull()
    expect(received).toBe(BigInt(q.quote.bridge.outputAmount))
  })

  test('native to native, ETH (1868) → HYPE (999): ETH deposited as value, swapped to HYPE by the message handler', async () => {
    const { q, received } = await bridge({ from: 1868, to: 999, tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: 10n ** 18n })
    expect(q.quote.originSwap).toBeNull()
    expect(q.quote.destinationSwap).not.toBeNull()
    expect(q.transactions).toHaveLength(1)
    expect(BigInt(q.transactions[0]!.value)).toBe(10n ** 18n)
    expect(q.quote.bridge.recipient).not.toBe(chain(999).accounts[3]!.address)
    expect(received).toBeGreaterThanOrEqual(BigInt(q.quote.minAmountOut))
  })

  test('swap-bridge-swap between different tokens: PURR (999) → SONE (1868)', async () => {
    const { q, received } = await bridge({ from: 999, to: 1868, tokenIn: token('PURR', 999), tokenOut: token('SONE', 1868), amountIn: 50_000n * 10n ** 18n })
    expect(q.quote.originSwap).not.toBeNull()
    expect(q.quote.destinationSwap).not.toBeNull()
    expect(received).toBeGreaterThanOrEqual(BigInt(q.quote.minAmountOut))
  })

  test('the status is read from the chains: a new server instance answers the same after a restart', async () => {
    const { hash } = await bridge({ from: 999, to: 1868, tokenIn: token('UETH', 999), tokenOut: token('WETH', 1868), amountIn: 2n * 10n ** 18n })
    const before = await status(hash)
    await server.close()
    server = await start()
    const after = await status(hash)
    expect(after.code).toBe(200)
    expect(after.json).toEqual(before.json)
  })

  test('bad input answers 400 in the error shape; a hash that is no deposit answers 404', async () => {
    const user = chain(999).accounts[1]!.address
    const good = {
      userAddress: user,
      originChainId: 999,
      destinationChainId: 1868,
      tokenIn: token('USDT0', 999),
      tokenOut: token('USDT', 1868),
      amountIn: '1000000',
      slippage: 0.01,
    }
    const cases: [string, RequestInit | undefined, number][] = [
      ['/v1/currencies', undefined, 400],
      ['/v1/currencies?chainIds=', undefined, 400],
      ['/v1/currencies?chainIds=999,abc', undefined, 400],
      ['/v1/currencies?chainIds=999,,1868', undefined, 400],
      ['/v1/currencies?chainIds=999,12345', undefined, 400],
      ['/v1/transactions/0x1234', undefined, 400],
      [`/v1/transactions/0x${'ab'.repeat(32)}`, undefined, 404],
    ]
    const post = (body: unknown): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    for (const body of [
      '{not json',
      { ...good, amountIn: '0' },
      { ...good, amountIn: '-5' },
      { ...good, destinationChainId: 999 },
      { ...good, originChainId: 10 },
      { ...good, tokenIn: '0x1234' },
      { ...good, tokenOut: '0x00000000000000000000000000000000000000aa' },
      { ...good, slippage: 2 },
      { ...good, partnerFeeBps: 50 },
      { ...good, userAddress: undefined },
      // A mixed-case address whose EIP-55 checksum is wrong (the last letter's case flipped).
      { ...good, userAddress: flipLastLetter(good.userAddress) },
    ])
      cases.push(['/v1/quote', post(body), 400])
    for (const [path, init, expected] of cases) {
      const response = await request(path, init)
      const json = (await response.json()) as Record<string, unknown>
      expect([path, init?.body, response.status]).toEqual([path, init?.body, expected])
      expect(Object.keys(json).sort()).toEqual(['error', 'message'])
    }
    // A real transaction that is no deposit (an approve) is not found either.
    const { wallet } = sandboxClients({ chain: chain(999), accountIndex: 2 })
    const { account } = wallet
    const hash = await wallet.writeContract({ address: token('USDT0', 999), abi: erc20Abi, functionName: 'approve', args: [account.address, 1n] })
    await waitForReceipt({ client: client(999), hash })
    expect((await status(hash)).code).toBe(404)
  })

  test('a fake fill front-running the real one (same deposit ID, depositor and input, 1 wei to the attacker) is never reported', async () => {
    const relayer = sandbox.bridgeAgents[0]!
    const user = chain(999).accounts[1]!.address
    const recipient = chain(1868).accounts[3]!.address
    const spokePool = (chain(1868).bridges!.find((entry) => entry.kind === 'bridge-across')!.config as { spokePool: Address }).spokePool
    relayer.pause()
    let q: Quote
    let hash: Hex
    let fake: Hex
    try {
      q = await quote({
        userAddress: user,
        recipientAddress: recipient,
        originChainId: 999,
        destinationChainId: 1868,
        tokenIn: token('USDT0', 999),
        tokenOut: token('USDT', 1868),
        amountIn: '3000000',
        slippage: 0.01,
      })
      hash = await execute(q, 1)
      const [deposit] = parseEventLogs({ abi: spokePoolAbi, eventName: 'FundsDeposited', logs: (await client(999).getTransactionReceipt({ hash })).logs })
      const { args } = deposit!
      // The attacker fills a relay of its own making: the deposit's fields but itself as the
      // recipient and 1 wei as the output. The SpokePool takes it (it is another relay hash).
      const { wallet } = sandboxClients({ chain: chain(1868), accountIndex: 2 })
      const attacker = wallet.account
      await waitForReceipt({
        client: client(1868),
        hash: await wallet.writeContract({ address: token('USDT', 1868), abi: erc20Abi, functionName: 'approve', args: [spokePool, 1n] }),
      })
      const relayData = {
        depositor: args.depositor,
        recipient: pad(attacker.address, { size: 32 }),
        exclusiveRelayer: args.exclusiveRelayer,
        inputToken: args.inputToken,
        outputToken: args.outputToken,
        inputAmount: args.inputAmount,
        outputAmount: 1n,
        originChainId: 999n,
        depositId: args.depositId,
        fillDeadline: args.fillDeadline,
        exclusivityDeadline: args.exclusivityDeadline,
        message: args.message,
      }
      fake = await wallet.writeContract({
        address: spokePool,
        abi: spokePoolAbi,
        functionName: 'fillRelay',
        args: [relayData, 1868n, pad(attacker.address, { size: 32 })],
      })
      expect((await waitForReceipt({ client: client(1868), hash: fake })).status).toBe('success')
      // The fake fill alone: still pending.
      const alone = await status(hash)
      expect(alone.json.status).toEqual({ label: 'pending', kind: 'pending', final: false })
      expect(alone.json.destination.fillTxHash).toBeNull()
    } finally {
      relayer.resume()
    }
    // The real fill, after the fake one: it is the one reported, with the real recipient and amount.
    const final = await settled(hash)
    expect(final.status).toEqual({ label: 'filled', kind: 'success', final: true })
    expect(final.destination.fillTxHash).not.toBe(fake)
    expect(final.destination.recipient).toBe(recipient)
    expect(final.destination.amount).toBe(q.quote.bridge.outputAmount)
    const relayerAddress = (chain(1868).bridges!.find((entry) => entry.kind === 'bridge-across')!.config as { relayer: { address: Address } }).relayer.address
    expect(final.destination.relayer).toBe(relayerAddress)
  })

  test("the fill is searched for only from the deposit's time on, in ranges a provider's log-range limit accepts", async () => {
    // Both chains' clocks move on 2 minutes (more than the margin for the chains' clocks): every
    // block before is too old to hold the fill.
    for (const chainId of [999, 1868]) {
      const testClient = createTestClient({ mode: 'anvil', transport: http(chain(chainId).rpcUrl) })
      await testClient.increaseTime({ seconds: 120 })
      await testClient.mine({ blocks: 1 })
    }
    const before = await client(1868).getBlockNumber()
    const { hash, final } = await bridge({ from: 999, to: 1868, tokenIn: token('USDT0', 999), tokenOut: token('USDT', 1868), amountIn: 1_500_000n })

    // A provider that refuses `eth_getLogs` over more than 3 blocks, as real ones refuse large ranges.
    const MAX_RANGE = 3n
    const ranges: { chainId: number; from: bigint; to: bigint }[] = []
    const limited = (chainId: number) => {
      const direct = client(chainId)
      return createPublicClient({
        chain: viemChain(chainId),
        transport: custom({
          async request({ method, params }) {
            if (method === 'eth_getLogs') {
              const [filter] = params as [{ fromBlock: Hex; toBlock: Hex }]
              const number = async (tag: Hex) => (tag.startsWith('0x') ? BigInt(tag) : await direct.getBlockNumber())
              const range = { chainId, from: await number(filter.fromBlock), to: await number(filter.toBlock) }
              ranges.push(range)
              if (range.to - range.from + 1n > MAX_RANGE) throw Object.assign(new Error('block range is too wide'), { code: -32005 })
            }
            return direct.request({ method, params } as never)
          },
        }),
      }) as PublicClient
    }
    const plugin = defaultBridgePlugins.find((candidate) => candidate.kind === 'bridge-across')!
    const chains = [999, 1868].map((chainId) => ({
      chainId,
      client: limited(chainId),
      wrappedNative: chain(chainId).wrappedNative,
      config: plugin.parseConfig({ ...(chain(chainId).bridges!.find((entry) => entry.kind === 'bridge-across')!.config as object), maxLogRange: 3 }),
    }))
    const read = await plugin.createAdapter({ chains }).status({ txHash: hash })
    expect(read?.state).toBe('filled')
    expect(read?.fill?.hash).toBe(final.destination.fillTxHash)
    expect(ranges.length).toBeGreaterThan(0)
    for (const range of ranges) {
      expect(range.chainId).toBe(1868)
      expect(range.to - range.from + 1n).toBeLessThanOrEqual(MAX_RANGE)
      expect(range.from).toBeGreaterThanOrEqual(before)
    }
  })

  // Last: it moves the destination's clock forward.
  test('a deposit left unfilled (relayer paused) past its fill deadline reports expired', async () => {
    const relayer = sandbox.bridgeAgents[0]!
    relayer.pause()
    try {
      const user = chain(999).accounts[2]!.address
      const q = await quote({
        userAddress: user,
        originChainId: 999,
        destinationChainId: 1868,
        tokenIn: token('USDT0', 999),
        tokenOut: token('USDT', 1868),
        amountIn: '5000000',
        slippage: 0.01,
      })
      const hash = await execute(q, 2)
      const pending = await status(hash)
      expect(pending.json.status).toEqual({ label: 'pending', kind: 'pending', final: false })
      const destination = createTestClient({ mode: 'anvil', transport: http(chain(1868).rpcUrl) })
      const now = Number((await client(1868).getBlock()).timestamp)
      await destination.setNextBlockTimestamp({ timestamp: BigInt(q.quote.bridge.fillDeadline + 1 > now ? q.quote.bridge.fillDeadline + 1 : now + 1) })
      await destination.mine({ blocks: 1 })
      const expired = await status(hash)
      expect(expired.json.status).toEqual({ label: 'expired', kind: 'failure', final: false })
      expect(expired.json.destination.fillTxHash).toBeNull()
    } finally {
      relayer.resume()
    }
  })

  // Last: it moves 999's clock past the deposit's fill deadline.
  test("a fill mined reverted (its deadline passed before it was mined) is reported to the relayer's onError, and the deposit stays unfilled", async () => {
    const sandboxRelayer = sandbox.bridgeAgents[0]!
    sandboxRelayer.pause()
    const errors: unknown[] = []
    const relayer = await startAcrossRelayer({
      chains: sandbox.manifest.chains.map(({ chainId, rpcUrl, bridges }) => ({
        chainId,
        rpcUrl,
        config: bridges!.find((entry) => entry.kind === 'bridge-across')!.config as AcrossConfig,
      })),
      onError: (error) => errors.push(error),
    })
    const destination = createTestClient({ mode: 'anvil', transport: http(chain(999).rpcUrl) })
    const relayerAddress = (chain(999).bridges!.find((entry) => entry.kind === 'bridge-across')!.config as AcrossConfig).relayer!.address
    try {
      // The destination mines only when told: the relayer's fill waits in its mempool while the
      // clock passes the deposit's fill deadline, so the fill is mined and reverts.
      await destination.setAutomine(false)
      const q = await quote({
        userAddress: chain(1868).accounts[2]!.address,
        originChainId: 1868,
        destinationChainId: 999,
        tokenIn: token('USDT', 1868),
        tokenOut: token('USDT0', 999),
        amountIn: '4000000',
        slippage: 0.01,
      })
      const hash = await execute(q, 2)
      await waitFor({
        what: "the relayer's fill in 999's mempool",
        probe: async () => {
          const { pending } = await destination.getTxpoolContent()
          return Object.keys(pending).some((sender) => sender.toLowerCase() === relayerAddress.toLowerCase())
        },
      })
      await destination.setNextBlockTimestamp({ timestamp: BigInt(q.quote.bridge.fillDeadline + 1) })
      await destination.mine({ blocks: 1 })
      const reported = await waitFor({ what: 'the relayer to report the reverted fill', probe: () => errors.length > 0 && errors })
      expect(reported).toHaveLength(1)
      expect(reported[0]).toBeInstanceOf(AcrossFillRevertedError)
      const after = await status(hash)
      expect(after.json.status).toEqual({ label: 'expired', kind: 'failure', final: false })
      expect(after.json.destination.fillTxHash).toBeNull()
    } finally {
      await destination.setAutomine(true)
      await relayer.stop()
      sandboxRelayer.resume()
    }
  })
})

/** The address with the case of its last hex letter flipped: a checksummed address made wrong. */
function flipLastLetter(address: string) {
  const index = [...address].findLastIndex((character, i) => i > 1 && /[a-fA-F]/.test(character))
  const character = address[index]!
  return `${address.slice(0, index)}${character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase()}${address.slice(index + 1)}`
}
