import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simulationDetectingRouterAbi, simulationDetectingRouterBytecode } from '@sluice/contracts'
import { NATIVE_TOKEN_ADDRESS, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { guardTransaction } from '@sluice/meta'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { resultsResponseSchema } from '@sluice/server'
import { type Address, createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, type Hex, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSandboxServer } from '../support/startSandboxServer.js'
import { waitFor } from '../support/waitFor.js'

/**
 * Meta swaps settle through the `MetaGuard`, on the real server and Anvil. Three peers
 * (`sluice-remote`, a loopback server standing in for a third party's, passing the real server's
 * answers through) declare a `SimulationDetectingRouter` as their router: it keeps the input and
 * pays 30 HYPE from its own stock only when it sees a simulation, by `tx.gasprice == 0`,
 * `block.basefee == 0` or `gasleft() > 50M`. The proof, run as a real transaction would run, sees
 * none of them: the quotes are refused and never ranked. And the guard's transaction itself, sent
 * for real (with a normal gas limit, and with one above 50M that the third tell answers to), leaves
 * the user either paid at least the minimum or with their input. An honest aggregator's swap
 * (`sluice`) through the guard executes and pays as quoted, both ways.
 */
const TELLS = ['gas price 0', 'base fee 0', 'gas left above 50M'] as const
/** HyperEVM's fast blocks' gas (Hyperliquid's docs, "Dual-block architecture"), which the sandbox's 999 runs with. */
const FAST_BLOCK_GAS = 2_000_000n
const PAYOUT = 30n * 10n ** 18n
const AMOUNT_IN = 1_000_000_000n

let sandbox: Sandbox
let server: Awaited<ReturnType<typeof startSandboxServer>>
let peer: Server
let client: PublicClient
const routers: Address[] = []

const chain = () => sandbox.manifest.chains[0]!
const token = (symbol: string) => chain().tokens.find((t) => t.symbol === symbol)!.address
const guard = () => chain().contracts!.metaGuard!
const wallet = (index: number) => createWalletClient({ account: privateKeyToAccount(chain().accounts[index]!.privateKey), transport: http(chain().rpcUrl) })

const readBody = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

/** The detecting router's swap call: take `amountIn` of tokenIn from the caller, pay 30 HYPE to the user when it sees a simulation. */
const detectingCall = (router: Address, user: Address) => ({
  to: router,
  data: encodeFunctionData({ abi: simulationDetectingRouterAbi, functionName: 'swap', args: [token('USDT0'), AMOUNT_IN, NATIVE_TOKEN_ADDRESS, PAYOUT, user] }),
  value: 0n,
  allowanceTarget: router,
})

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  client = createPublicClient({ transport: http(chain().rpcUrl) })
  const deployer = wallet(3)
  for (const tell of TELLS.keys()) {
    const hash = await deployer.deployContract({ abi: simulationDetectingRouterAbi, bytecode: simulationDetectingRouterBytecode, args: [tell], chain: null })
    const router = (await waitForReceipt({ client, hash })).contractAddress!
    // Its stock of HYPE, which it pays out only to a simulation.
    await waitForReceipt({ client, hash: await deployer.sendTransaction({ to: router, value: 100n * 10n ** 18n, chain: null }) })
    routers.push(router)
  }
  // The peers: the real server's answers, with a 30 HYPE quote and the detecting router's swap.
  peer = createServer(async (request, response) => {
    const body = await readBody(request)
    const answer = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
    const router = routers[Number(request.url?.split('/')[1])]!
    const real = await fetch(`${server.url}${request.url?.replace(/^\/\d/, '')}`, { method: 'POST', body })
    const json = (await real.json()) as Record<string, unknown>
    if (real.status !== 200) return answer(real.status, json)
    if (request.url?.endsWith('/quote')) return answer(200, { ...json, amountOut: PAYOUT.toString() })
    const { userAddress } = JSON.parse(body) as { userAddress: Address }
    const call = detectingCall(router, userAddress)
    return answer(200, {
      ...json,
      quote: { ...(json.quote as object), amountOut: PAYOUT.toString() },
      toAddress: router,
      calldata: call.data,
      transactions: [{ to: router, data: call.data, value: '0', from: userAddress }],
    })
  })
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve))
  const peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`
  server = await startSandboxServer({
    manifest: sandbox.manifest,
    aggregators: routers.map((router, i) => ({
      plugin: 'sluice-remote',
      name: `detecting-${i}`,
      config: { baseUrl: `${peerUrl}/${i}`, chains: [999], routers: { '999': router } },
    })),
  })
  const probe = JSON.stringify({ tokenIn: token('USDT0'), tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: '1000000' })
  await waitFor({
    what: 'the server to quote chain 999',
    probe: async () => (await fetch(`${server.url}/999/v1/quote`, { method: 'POST', body: probe })).status === 200,
    timeoutMs: 60_000,
  })
}, 180_000)
afterAll(async () => {
  await Promise.all([server?.close(), peer && new Promise((resolve) => peer.close(resolve))])
  await sandbox?.stop()
})

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, { method, body: body === undefined ? null : JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

async function competition(order: { tokenIn: Address; tokenOut: Address; amountIn: bigint; tokenInDecimals: number }, user: Address) {
  const created = await call('POST', '/competitions', { chainId: 999, ...order, amountIn: order.amountIn.toString(), userAddress: user, slippage: 0.005 })
  expect(created.status, JSON.stringify(created.json)).toBe(200)
  return created.json.competitionId as string
}

const balances = async (user: Address) => ({
  usdt0: await client.readContract({ address: token('USDT0'), abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
  hype: await client.getBalance({ address: user }),
})

/** Sends a transaction for real with the given gas limit (no estimate, so a reverting one is mined too); its receipt and what it cost. */
async function send(index: number, transaction: { to: Address; data: Hex; value: bigint }, gas: bigint) {
  const mined = async () => waitForReceipt({ client, hash: await wallet(index).sendTransaction({ ...transaction, gas, chain: null }) })
  // More gas than a HyperEVM fast block holds (the third tell answers only to more than 50M, more
  // than any of its blocks): this test's own chain lifts its limit for that one transaction.
  const receipt = gas > FAST_BLOCK_GAS ? await inBigBlocks({ rpcUrl: chain().rpcUrl, gasLimit: 2n * gas, run: mined }) : await mined()
  return { receipt, fee: receipt.gasUsed * receipt.effectiveGasPrice }
}

async function approve(index: number, tokenAddress: Address, spender: Address, amount: bigint) {
  const { receipt } = await send(
    index,
    { to: tokenAddress, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }), value: 0n },
    100_000n,
  )
  expect(receipt.status).toBe('success')
}

describe('a router that pays only when it sees a simulation', () => {
  test.each([...TELLS.entries()])('tell %i (%s): its quote is refused by the proof, never ranked', async (tell) => {
    const id = await competition(
      { tokenIn: token('USDT0'), tokenOut: NATIVE_TOKEN_ADDRESS, amountIn: AMOUNT_IN, tokenInDecimals: 6 },
      chain().accounts[1]!.address,
    )
    const [honest, detecting] = await Promise.all([
      call('POST', `/quotes?aggregator=sluice&competitionId=${id}`),
      call('POST', `/quotes?aggregator=detecting-${tell}&competitionId=${id}`),
    ])
    expect(honest.status, JSON.stringify(honest.json)).toBe(200)
    // Run as a real transaction, the guard's call pays the user nothing: it reverts.
    expect(detecting, JSON.stringify(detecting.json)).toMatchObject({ status: 422, json: { error: 'SWAP_SIMULATION_FAILED' } })
    expect(detecting.json.message).toContain('InsufficientOutput(0, ')
    const results = resultsResponseSchema.parse((await call('GET', `/competitions/${id}/results`)).json)
    expect(results.quotes.map((quote) => quote.aggregator)).toEqual(['sluice'])
  })

  test.each([...TELLS.entries()].flatMap(([tell, name]) => [1_000_000n, 60_000_000n].map((gas) => [tell, name, gas] as const)))(
    'tell %i (%s), the guard’s transaction sent with gas %i: the user is paid the minimum or keeps the input',
    async (tell, _, gas) => {
      const index = 1
      const user = chain().accounts[index]!.address
      const minAmountOut = (PAYOUT * 995n) / 1000n
      const transaction = guardTransaction({
        guard: guard(),
        tokenIn: token('USDT0'),
        tokenOut: NATIVE_TOKEN_ADDRESS,
        amountIn: AMOUNT_IN,
        minAmountOut,
        transaction: detectingCall(routers[tell]!, user),
      })
      await approve(index, token('USDT0'), guard(), AMOUNT_IN)
      const before = await balances(user)
      const { receipt, fee } = await send(index, transaction, gas)
      const after = await balances(user)
      if (receipt.status === 'success') {
        // Only the tell a real transaction can show (more than 50M gas left) pays: the user got the minimum.
        expect([tell, gas]).toEqual([2, 60_000_000n])
        expect(after.hype + fee - before.hype).toBeGreaterThanOrEqual(minAmountOut)
        expect(before.usdt0 - after.usdt0).toBe(AMOUNT_IN)
      } else {
        expect(after.usdt0).toBe(before.usdt0)
        expect(after.hype + fee).toBe(before.hype)
      }
      // Nothing stays with the guard or its caller.
      const caller = await client.readContract({
        address: guard(),
        abi: [{ type: 'function', name: 'caller', inputs: [], outputs: [{ type: 'address' }], stateMutability: 'view' }],
        functionName: 'caller',
      })
      for (const holder of [guard(), caller]) {
        expect(await client.readContract({ address: token('USDT0'), abi: erc20Abi, functionName: 'balanceOf', args: [holder] })).toBe(0n)
        expect(await client.getBalance({ address: holder })).toBe(0n)
      }
      expect(await client.readContract({ address: token('USDT0'), abi: erc20Abi, functionName: 'allowance', args: [caller, routers[tell]!] })).toBe(0n)
    },
  )
})

describe('an honest aggregator through the guard', () => {
  test.each([
    { what: 'USDT0 for HYPE', tokenIn: () => token('USDT0'), tokenOut: () => NATIVE_TOKEN_ADDRESS, amountIn: AMOUNT_IN, tokenInDecimals: 6 },
    { what: 'HYPE for USDT0', tokenIn: () => NATIVE_TOKEN_ADDRESS, tokenOut: () => token('USDT0'), amountIn: 10n ** 18n, tokenInDecimals: 18 },
  ])('$what: /swap returns the guard’s transaction, which executes and pays at least the minimum', async ({ tokenIn, tokenOut, amountIn, tokenInDecimals }) => {
    const index = 2
    const user = chain().accounts[index]!.address
    const order = { tokenIn: tokenIn(), tokenOut: tokenOut(), amountIn, tokenInDecimals }
    const id = await competition(order, user)
    expect((await call('POST', `/quotes?aggregator=sluice&competitionId=${id}`)).status).toBe(200)
    const swap = await call('POST', `/swap?aggregator=sluice&competitionId=${id}`)
    expect(swap, JSON.stringify(swap.json)).toMatchObject({ status: 200, json: { to: guard(), allowanceTarget: guard() } })
    const nativeIn = order.tokenIn === NATIVE_TOKEN_ADDRESS
    if (!nativeIn) await approve(index, order.tokenIn, guard(), amountIn)
    const read = async () => (nativeIn ? (await balances(user)).usdt0 : await client.getBalance({ address: user }))
    const before = await read()
    const { receipt, fee } = await send(index, { to: guard(), data: swap.json.data as Hex, value: BigInt(swap.json.value as string) }, 2_000_000n)
    expect(receipt.status).toBe('success')
    const received = (await read()) - before + (nativeIn ? 0n : fee)
    expect(received).toBeGreaterThanOrEqual(BigInt(swap.json.minAmountOut as string))
    expect(received).toBeLessThanOrEqual(BigInt(swap.json.amountOut as string))
    if (!nativeIn) expect(await client.readContract({ address: order.tokenIn, abi: erc20Abi, functionName: 'allowance', args: [user, guard()] })).toBe(0n)
  })
})
