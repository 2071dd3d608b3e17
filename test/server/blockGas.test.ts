import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV3PositionManagerAbi } from '@sluice/plugin-uniswap-v3'
import { BIG_BLOCK_GAS, type ChainManifest, inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { quoteResponseSchema, swapResponseSchema, zapResponseSchema } from '@sluice/server'
import { type Address, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configOf } from '../support/configOf.js'
import { executeTransactions } from '../support/executeTransactions.js'
import { postJson } from '../support/postJson.js'
import { sandboxClients } from '../support/sandboxClients.js'
import { startSandboxServer } from '../support/startSandboxServer.js'

// HyperEVM's fast blocks hold 2M gas (Hyperliquid's docs, "Dual-block architecture"): the sandbox's 999 runs with that block gas limit.
const FAST_BLOCK_GAS = 2_000_000n

let sandbox: Sandbox
let chain: ChainManifest
const servers: { close(): Promise<void> }[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  chain = sandbox.manifest.chains[0]!
})
afterAll(async () => {
  for (const server of servers) await server.close()
  await sandbox?.stop()
})

const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!.address

async function serve(blockGasLimit?: number | null) {
  const server = await startSandboxServer({ manifest: sandbox.manifest, chains: (entry) => ({ ...entry, blockGasLimit }) })
  servers.push(server)
  const post = (endpoint: 'quote' | 'swap' | 'zap', body: object) => postJson({ url: `${server.url}/999/v1/${endpoint}`, body, retryUnavailable: true })
  return { post }
}

const paths = (quote: { swaps: unknown[] }) => quote.swaps.length
const poolAbi = parseAbi(['function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)', 'function tickSpacing() view returns (int24)'])

describe("HyperEVM's block gas (999: 2,000,000 by default)", () => {
  it("the sandbox's 999 runs with the fast blocks' limit once its world is deployed, and its state syncs under it", async () => {
    const { client, wallet } = sandboxClients({ chain, accountIndex: 1 })
    expect((await client.getBlock({ blockTag: 'pending' })).gasLimit).toBe(FAST_BLOCK_GAS)
    // A transaction over it is refused, as the real chain never includes it in a fast block.
    await expect(wallet.sendTransaction({ to: chain.accounts[2]!.address, value: 1n, gas: FAST_BLOCK_GAS + 1n })).rejects.toThrow()
    // A test's own deployments go in a big block's 30M, and the chain is back at 2M after.
    const lifted = await inBigBlocks({ rpcUrl: chain.rpcUrl, run: async () => (await client.getBlock({ blockTag: 'pending' })).gasLimit })
    expect([lifted, (await client.getBlock({ blockTag: 'pending' })).gasLimit]).toEqual([BIG_BLOCK_GAS, FAST_BLOCK_GAS])
    // The store's multicall reads fit the 2M a call runs with (split as needed): the chain is healthy.
    const server = await serve()
    const quote = await server.post('quote', { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '1000000000000000000' })
    expect(quote.status).toBe(200)
  })

  it('a large split never gets a route or a transaction over 2M gas, and executes exactly as quoted', async () => {
    const unlimited = await serve(null)
    const limited = await serve()
    const userAddress = chain.accounts[1]!.address
    // 200,000 HYPE for USDT0: without the limit the route splits over more paths than a fast block holds.
    const request = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '200000000000000000000000', slippage: 0.01 }
    const wide = quoteResponseSchema.parse((await unlimited.post('quote', request)).json)
    const quote = quoteResponseSchema.parse((await limited.post('quote', request)).json)
    expect(paths(quote)).toBeGreaterThan(1)
    expect(paths(quote)).toBeLessThan(paths(wide))
    const answer = await limited.post('swap', { ...request, userAddress })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    const swap = swapResponseSchema.parse(answer.json)
    const transactions = swap.transactions!
    for (const transaction of transactions) expect(BigInt(transaction.gas!)).toBeLessThanOrEqual(FAST_BLOCK_GAS)
    const { client, wallet } = sandboxClients({ chain, accountIndex: 1 })
    const { receipts, deltas } = await executeTransactions({ client, wallet, transactions: transactions as never, tokens: [token('USDT0') as Address] })
    expect(receipts.map((receipt) => receipt.status)).toEqual(transactions.map(() => 'success'))
    for (const receipt of receipts) expect(receipt.gasUsed).toBeLessThanOrEqual(FAST_BLOCK_GAS)
    expect(deltas[0]).toBe(BigInt(swap.quote.amountOut))
  })

  it('a large zap keeps every transaction within 2M gas, executes on the 2M chain and mints exactly the liquidity quoted', async () => {
    const [unlimited, limited] = [await serve(null), await serve()]
    const user = chain.accounts[2]!.address
    const manager = configOf(chain.sources.find((source) => source.id === 3)!).positionManager!
    const target = chain.pools.find((p) => p.sourceId === 3 && p.fee === 500 && [token('WHYPE'), token('USDT0')].every((t) => p.tokens.includes(t)))!.address
    const { client, wallet } = sandboxClients({ chain, accountIndex: 2 })
    const [[, tick], spacing] = await Promise.all([
      client.readContract({ address: target, abi: poolAbi, functionName: 'slot0' }),
      client.readContract({ address: target, abi: poolAbi, functionName: 'tickSpacing' }),
    ])
    const center = Math.floor(tick / spacing) * spacing
    // 100,000 HYPE into a WHYPE/USDT0 position: without the limit, its swap leg splits wider than a fast block holds.
    const request = {
      userAddress: user,
      tokenIn: NATIVE_TOKEN_ADDRESS,
      amountIn: (100_000n * 10n ** 18n).toString(),
      poolAddress: target,
      positionManager: manager,
      tickLower: center - 20 * spacing,
      tickUpper: center + 21 * spacing,
      slippage: 0.01,
    }
    const wide = await unlimited.post('zap', request)
    const answer = await limited.post('zap', request)
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    const zap = zapResponseSchema.parse(answer.json)
    // Without the limit the zap splits wider, into a transaction a fast block cannot hold; with it, it keeps to one.
    const wider = zapResponseSchema.parse(wide.json)
    expect(paths(zap.quote)).toBeLessThan(paths(wider.quote))
    expect(BigInt(wider.transactions!.at(-1)!.gas!)).toBeGreaterThan(FAST_BLOCK_GAS)
    const transactions = zap.transactions!
    for (const transaction of transactions) expect(BigInt(transaction.gas!)).toBeLessThanOrEqual(FAST_BLOCK_GAS)
    const { receipts } = await executeTransactions({ client, wallet, transactions: transactions as never })
    expect(receipts.map((receipt) => receipt.status)).toEqual(transactions.map(() => 'success'))
    for (const receipt of receipts) expect(receipt.gasUsed).toBeLessThanOrEqual(FAST_BLOCK_GAS)
    const count = await client.readContract({ address: manager, abi: uniswapV3PositionManagerAbi, functionName: 'balanceOf', args: [user] })
    const id = await client.readContract({ address: manager, abi: uniswapV3PositionManagerAbi, functionName: 'tokenOfOwnerByIndex', args: [user, count - 1n] })
    const position = await client.readContract({ address: manager, abi: uniswapV3PositionManagerAbi, functionName: 'positions', args: [id] })
    expect(position[7].toString()).toBe(zap.quote.liquidityAmount)
  })

  it('an order no route of which fits the limit answers 422 GAS_LIMIT_EXCEEDED, naming big blocks', async () => {
    const tight = await serve(250_000)
    const request = { tokenIn: NATIVE_TOKEN_ADDRESS, tokenOut: token('USDT0'), amountIn: '1000000000000000000', slippage: 0.01 }
    for (const answer of [await tight.post('quote', request), await tight.post('swap', { ...request, userAddress: chain.accounts[1]!.address })]) {
      expect(answer.status).toBe(422)
      expect(answer.json).toEqual({
        error: 'GAS_LIMIT_EXCEEDED',
        message: 'No route for this order fits the 250000 gas a transaction may use on this chain: it would only fit a big block. Try a smaller amount.',
      })
    }
  })
})
