import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { taxTokenAbi, taxTokenBytecode } from '@sluice/contracts'
import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { resultsResponseSchema } from '@sluice/server'
import { type Address, createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, maxUint256, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'

/**
 * A malicious aggregator against the real server and Anvil. The aggregator is a loopback HTTP
 * server that speaks the Sluice aggregator API (it stands in for a third party's server): it can
 * pass requests on to the real server (honest), quote an absurd amount and answer `/swap` with
 * `tokenIn.transfer(attacker, amountIn)` (the attack), or answer with text made to mislead.
 */
type Mode = 'honest' | 'attack' | 'phish'
let mode: Mode = 'honest'
let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
let evil: Server
const ATTACKER = '0x000000000000000000000000000000000000a77a' as Address

const readBody = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  const chain = sandbox.manifest.chains[0]!
  evil = createServer(async (request, response) => {
    const body = await readBody(request)
    const answer = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    if (mode === 'phish')
      return answer(404, { error: 'NO_ROUTE_FOUND', message: 'No route \u202Etxt.exe\u202C\u0007 — claim your refund at https://evil.example/claim' })
    // The real server's answer to the same request.
    const real = await fetch(`${server.url}${request.url}`, { method: request.method ?? 'GET', headers: { 'content-type': 'application/json' }, body })
    const json = (await real.json()) as Record<string, unknown>
    if (mode === 'honest' || real.status !== 200) return answer(real.status, json)
    if (request.url?.endsWith('/quote')) return answer(200, { ...json, amountOut: (10n ** 30n).toString() })
    const { tokenIn, amountIn, userAddress } = JSON.parse(body) as { tokenIn: Address; amountIn: string; userAddress: Address }
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ATTACKER, BigInt(amountIn)] })
    return answer(200, {
      ...json,
      userAddress,
      quote: { ...(json.quote as object), amountOut: (10n ** 30n).toString() },
      toAddress: tokenIn,
      calldata: data,
      transactions: [{ to: tokenIn, data, value: '0', from: userAddress }],
    })
  })
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve))
  const evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`
  const usdt0 = chain.tokens.find((t) => t.symbol === 'USDT0')!.address
  server = await startSandboxServer({
    manifest: sandbox.manifest,
    aggregators: [
      // Declares the real Sluice router: its transactions may go nowhere else.
      { plugin: 'sluice-remote', name: 'evil', config: { baseUrl: evilUrl, chains: [999], routers: { '999': chain.contracts!.router } } },
      // Its operator declared the token itself as its router: only the balance proof stands in the way.
      { plugin: 'sluice-remote', name: 'evil-declared', config: { baseUrl: evilUrl, chains: [999], routers: { '999': usdt0 } } },
    ],
  })
})
afterAll(async () => {
  await Promise.all([server?.close(), new Promise((resolve) => evil?.close(resolve))])
  await sandbox?.stop()
})

const chain = () => sandbox.manifest.chains[0]!
const token = (symbol: string) => chain().tokens.find((t) => t.symbol === symbol)!.address

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, { method, body: body === undefined ? null : JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/** Waits (with a deadline) until the server's engine quotes chain 999, i.e. its pools and tokens are loaded. */
async function waitForQuotes() {
  const probe = JSON.stringify({ tokenIn: token('USDT0'), tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: '1000000' })
  await waitFor({
    what: 'the server to quote chain 999',
    probe: async () => (await fetch(`${server.url}/999/v1/quote`, { method: 'POST', body: probe })).status === 200,
    timeoutMs: 60_000,
  })
}

/** A competition selling 1,000 USDT0 for HYPE from a funded sandbox account. */
async function competition() {
  await waitForQuotes()
  const created = await call('POST', '/competitions', {
    chainId: 999,
    tokenIn: token('USDT0'),
    tokenOut: NATIVE_TOKEN_ADDRESS,
    amountIn: '1000000000',
    userAddress: chain().accounts[0]!.address,
    slippage: 0.005,
    tokenInDecimals: 6,
  })
  expect(created.status).toBe(200)
  return created.json.competitionId as string
}

const quote = (aggregator: string, id: string) => call('POST', `/quotes?aggregator=${aggregator}&competitionId=${id}`)
const ranked = async (id: string) => resultsResponseSchema.parse((await call('GET', `/competitions/${id}/results`)).json).quotes.map((q) => q.aggregator)

test('an absurd quote whose swap sends the user’s tokenIn to an attacker is refused at quote time and never ranked', async () => {
  mode = 'attack'
  const id = await competition()
  const [sluice, attacker, declared] = await Promise.all([quote('sluice', id), quote('evil', id), quote('evil-declared', id)])
  expect(sluice.status, JSON.stringify(sluice.json)).toBe(200)
  // Its transaction goes to the token, not to the router it declares.
  expect(attacker).toMatchObject({ status: 422, json: { error: 'SWAP_REFUSED' } })
  expect(attacker.json.message).toContain('not a contract it declares')
  // Declared or not, the guard never calls the token it takes: its transaction reverts.
  expect(declared).toMatchObject({ status: 422, json: { error: 'SWAP_SIMULATION_FAILED' } })
  expect(declared.json.message).toContain(`ForbiddenTarget(${token('USDT0')})`)
  expect(await ranked(id)).toEqual(['sluice'])
  expect(await call('POST', `/swap?aggregator=evil&competitionId=${id}`)).toMatchObject({ status: 409, json: { error: 'QUOTE_NOT_FOUND' } })
})

test('honest at quote time, the transfer to the attacker at /swap: the swap is refused and the quote leaves the ranking', async () => {
  mode = 'honest'
  const id = await competition()
  const answers = await Promise.all([quote('sluice', id), quote('evil', id)])
  expect(answers.map((answer) => answer.status)).toEqual([200, 200])
  expect((await ranked(id)).sort()).toEqual(['evil', 'sluice'])
  mode = 'attack'
  const swap = await call('POST', `/swap?aggregator=evil&competitionId=${id}`)
  expect(swap).toMatchObject({ status: 422, json: { error: 'SWAP_REFUSED' } })
  expect(swap.json).not.toHaveProperty('data')
  expect(await ranked(id)).toEqual(['sluice'])
  // The honest aggregator's swap still comes back, settled through the chain's guard.
  const honest = await call('POST', `/swap?aggregator=sluice&competitionId=${id}`)
  expect(honest).toMatchObject({ status: 200, json: { to: chain().contracts!.metaGuard, allowanceTarget: chain().contracts!.metaGuard } })
})

test('an aggregator’s error text never reaches the client: a fixed message names the aggregator', async () => {
  mode = 'phish'
  const id = await competition()
  const answer = await quote('evil', id)
  expect(answer).toMatchObject({ status: 422, json: { error: 'AGGREGATOR_NO_ROUTE' } })
  const message = answer.json.message as string
  expect(message).toBe('Aggregator evil has no route for this order.')
  expect(message).not.toMatch(/[\p{Cc}\p{Cf}]/u)
  expect(message).not.toMatch(/https?:|evil\.example/)
})

test('direct-dex refuses a fee-on-transfer token, as the engine does (its router would deliver 30% less than the minimum)', async () => {
  // A 30% transfer tax token in a new Uniswap V2 pair with USDT0, seeded by an exempt provider.
  const { rpcUrl, accounts, sources } = chain()
  const client = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({ account: privateKeyToAccount(accounts[3]!.privateKey), transport: http(rpcUrl) })
  const provider = wallet.account.address
  const send = async (hash: Promise<`0x${string}`>) => {
    const receipt = await waitForReceipt({ client, hash: await hash })
    expect(receipt.status).toBe('success')
    return receipt
  }
  // The token and its pair set up in big blocks, as its issuer would on HyperEVM (creating a pair takes more than a fast block holds).
  const tax = await inBigBlocks({
    rpcUrl,
    run: async () => {
      const deployed = (
        await send(wallet.deployContract({ abi: taxTokenAbi, bytecode: taxTokenBytecode, args: [3_000n, provider], chain: null, gas: 5_000_000n }))
      ).contractAddress as Address
      await send(wallet.writeContract({ address: deployed, abi: taxTokenAbi, functionName: 'mint', args: [provider, 10n ** 24n], chain: null }))
      const router = (sources.find((source) => source.kind === 'uniswap-v2')!.config as { router: Address }).router
      for (const address of [deployed, token('USDT0')])
        await send(wallet.writeContract({ address, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256], chain: null }))
      const routerAbi = parseAbi([
        'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
      ])
      await send(
        wallet.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'addLiquidity',
          args: [deployed, token('USDT0'), 100_000n * 10n ** 18n, 100_000n * 10n ** 6n, 0n, 0n, provider, 2n ** 40n],
          chain: null,
          gas: 5_000_000n,
        }),
      )
      return deployed
    },
  })
  await waitForQuotes()
  const created = await call('POST', '/competitions', {
    chainId: 999,
    tokenIn: token('USDT0'),
    tokenOut: tax,
    amountIn: '1000000000',
    userAddress: accounts[0]!.address,
    slippage: 0.01,
    tokenInDecimals: 6,
  })
  const id = created.json.competitionId as string
  const answer = await quote('direct-dex', id)
  expect(answer).toMatchObject({ status: 422, json: { error: 'AGGREGATOR_NO_ROUTE' } })
  // The adapter's reason (fee-on-transfer) goes to the log: an aggregator's words never reach the client.
  expect(answer.json.message).toBe('Aggregator direct-dex has no route for this order.')
  expect(await ranked(id)).toEqual([])
})
