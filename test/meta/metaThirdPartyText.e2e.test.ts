import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { pino } from 'pino'
import { type Address, createPublicClient, createWalletClient, encodeErrorResult, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'

/**
 * Phishing text from an aggregator, against the real server and Anvil. The aggregator is a
 * loopback HTTP server speaking the Sluice aggregator API (it stands in for a third party's
 * server): it answers with a misleading error message, or quotes honestly (the real server's
 * quote) and answers `/swap` with a call to its declared router that reverts with a misleading
 * `Error(string)`. The router is a contract that reverts with its calldata.
 */
const PHISHING = [
  'Refund pending: contact sluice-support\uFF0Ecom',
  'verify your wallet at wallet-verify.help',
  'claim at claim.sluice.eth',
  'call +1 (555) 010-9999 now',
  'send 1 HYPE to 0x000000000000000000000000000000000000a77a to unlock',
]
const phrase = PHISHING.join(' — ')
/**
 * What must never reach a client: each phishing piece, by its most telling part. Long enough that
 * no competition ID or address matches by chance (a bare `555` matched a random UUID once).
 */
const TELLS = [/sluice-support/, /wallet-verify/, /claim\.sluice/, /555\) 010-9999/, /send 1 HYPE/, /0{30}a77a/i]

/** CALLDATACOPY the calldata to memory and REVERT with it (runtime `366000600037366000fd`, copied out by the init code). */
const ECHO_REVERT_INIT = '0x600a600c600039600a6000f3366000600037366000fd'

type Mode = 'message' | 'failure' | 'revert'
let mode: Mode = 'message'
let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
let phisher: Server
let router: Address
const logged: string[] = []

const readBody = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  const chain = sandbox.manifest.chains[0]!
  const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts.at(-1)!.privateKey), transport: http(chain.rpcUrl) })
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 100 })
  const deployed = await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ data: ECHO_REVERT_INIT, chain: null }) })
  router = deployed.contractAddress!
  phisher = createServer(async (request, response) => {
    const body = await readBody(request)
    const answer = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    if (mode === 'message') return answer(404, { error: 'NO_ROUTE_FOUND', message: `No route. ${phrase}` })
    if (mode === 'failure') return answer(500, { error: 'INTERNAL_ERROR', message: phrase })
    const real = await fetch(`${server.url}${request.url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const json = (await real.json()) as Record<string, unknown>
    if (request.url?.endsWith('/quote')) return answer(real.status, json)
    const data = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: [phrase] })
    const { userAddress } = JSON.parse(body) as { userAddress: Address }
    return answer(200, { ...json, toAddress: router, calldata: data, transactions: [{ to: router, data, value: '0', from: userAddress }] })
  })
  await new Promise<void>((resolve) => phisher.listen(0, '127.0.0.1', resolve))
  const baseUrl = `http://127.0.0.1:${(phisher.address() as AddressInfo).port}`
  const log = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk))
      done()
    },
  })
  server = await startSandboxServer({
    manifest: sandbox.manifest,
    aggregators: [{ plugin: 'sluice-remote', name: 'phisher', config: { baseUrl, chains: [999], routers: { '999': router } } }],
    logger: pino({ level: 'info' }, log),
  })
})
afterAll(async () => {
  await server?.close()
  if (phisher) await new Promise((resolve) => phisher.close(resolve))
  await sandbox?.stop()
})

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, { method, body: body === undefined ? null : JSON.stringify(body) })
  return { status: response.status, text: await response.text() }
}

/** A competition selling 1,000 USDT0 for HYPE from a funded account, once the engine quotes. */
async function competition() {
  const chain = sandbox.manifest.chains[0]!
  const usdt0 = chain.tokens.find((token) => token.symbol === 'USDT0')!.address
  const probe = { tokenIn: usdt0, tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: '1000000' }
  await waitFor({ what: 'the server to quote chain 999', probe: async () => (await call('POST', '/999/v1/quote', probe)).status === 200, timeoutMs: 60_000 })
  const created = await call('POST', '/competitions', {
    chainId: 999,
    tokenIn: usdt0,
    tokenOut: NATIVE_TOKEN_ADDRESS,
    amountIn: '1000000000',
    userAddress: chain.accounts[0]!.address,
    slippage: 0.005,
    tokenInDecimals: 6,
  })
  expect(created.status).toBe(200)
  return (JSON.parse(created.text) as { competitionId: string }).competitionId
}

test.each([
  ['message', 422, 'AGGREGATOR_NO_ROUTE', 'Aggregator phisher has no route for this order.'],
  ['failure', 502, 'AGGREGATOR_FAILED', 'Aggregator phisher failed to answer.'],
  ['revert', 422, 'SWAP_SIMULATION_FAILED', 'The swap transaction of phisher reverts in simulation (Error(string) 0x08c379a0); it is not returned.'],
] as const)('phishing text in an aggregator’s %s never reaches the client, only the log', async (which, status, error, message) => {
  mode = which
  const id = await competition()
  const answer = await call('POST', `/quotes?aggregator=phisher&competitionId=${id}`)
  expect(answer.status).toBe(status)
  expect(JSON.parse(answer.text)).toEqual({ error, message })
  for (const tell of TELLS) expect(answer.text).not.toMatch(tell)
  const results = await call('GET', `/competitions/${id}/results`)
  for (const tell of TELLS) expect(results.text).not.toMatch(tell)
  // The operator still reads what the aggregator said.
  expect(logged.some((line) => line.includes('"thirdPartyText"') && line.includes('wallet-verify.help'))).toBe(true)
})
