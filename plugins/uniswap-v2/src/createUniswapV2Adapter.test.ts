import { type Pool, type PoolState, SimulationError, splitMulticallTransport, waitForReceipt } from '@sluice/core'
import { type ChainManifest, inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, defineChain, erc20Abi, http, type PublicClient, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from './abi.js'
import { type CreateUniswapV2AdapterReturnType, createUniswapV2Adapter } from './createUniswapV2Adapter.js'
import type { UniswapV2Reserves } from './UniswapV2Reserves.js'
import { uniswapV2Plugin } from './uniswapV2Plugin.js'

/**
 * The swaps' gas limit, not viem's exact estimate: the estimate runs in one second and the block
 * may be mined in the next, when the pair's swap also writes its cumulative prices (the block time
 * moved on) and an exact limit runs out of gas.
 */
const SWAP_GAS = 500_000n

/** The parts of UniswapV2Router02 the test calls. */
const router02Abi = [
  {
    type: 'function',
    name: 'getAmountsOut',
    stateMutability: 'view',
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'path', type: 'address[]' },
    ],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'getAmountsIn',
    stateMutability: 'view',
    inputs: [
      { name: 'amountOut', type: 'uint256' },
      { name: 'path', type: 'address[]' },
    ],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokens',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'amountOutMin', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapTokensForExactTokens',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'amountOut', type: 'uint256' },
      { name: 'amountInMax', type: 'uint256' },
      { name: 'path', type: 'address[]' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
] as const

const factoryCreatePairAbi = [
  {
    type: 'function',
    name: 'createPair',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'tokenA', type: 'address' },
      { name: 'tokenB', type: 'address' },
    ],
    outputs: [{ name: 'pair', type: 'address' }],
  },
] as const

type ChainFixture = {
  chain: ChainManifest
  client: PublicClient
  adapters: CreateUniswapV2AdapterReturnType[]
  /** The V2 pools' state at `block`, the block of the differential checks. */
  states: PoolState<UniswapV2Reserves>[]
  block: bigint
}

let sandbox: Sandbox
const fixtures: ChainFixture[] = []

function adaptersOf(chain: ChainManifest, discovery?: 'logs') {
  return chain.sources
    .filter((source) => source.kind === 'uniswap-v2')
    .map((source) =>
      createUniswapV2Adapter({
        id: source.id,
        name: source.name,
        description: source.description,
        chainId: chain.chainId,
        factory: configOf(source).factory,
        initCodeHash: configOf(source).initCodeHash,
        fee: configOf(source).fee,
        router: configOf(source).router,
        multicall3: chain.multicall3,
        batchSize: 3,
        discovery: discovery === 'logs' ? { mode: 'logs', fromBlock: BigInt(source.deployBlock), blockRange: 7n } : undefined,
      }),
    )
}

function byAddress(a: { address: Address }, b: { address: Address }) {
  return a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1
}

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: [uniswapV2Plugin] })
  for (const chain of sandbox.manifest.chains) {
    // Multicall reads split to fit a call's gas (999: the 2M block gas limit), as the server's are.
    const transport = splitMulticallTransport({ transport: http(chain.rpcUrl), multicall3: chain.multicall3 })
    const client = createPublicClient({ transport, pollingInterval: 50 }) as PublicClient
    const adapters = adaptersOf(chain)
    const block = await client.getBlockNumber({ cacheTime: 0 })
    const states: PoolState<UniswapV2Reserves>[] = []
    for (const adapter of adapters) {
      const { pools } = await adapter.discover({ client, toBlock: block })
      states.push(...(await adapter.track({ client, pools, blockNumber: block })))
    }
    fixtures.push({ chain, client, adapters, states, block })
  }
})

afterAll(async () => {
  await sandbox?.stop()
})

describe('discover', () => {
  it("finds exactly the manifest's V2 pools, by enumeration and by PairCreated logs", async () => {
    for (const { chain, client, adapters, block } of fixtures) {
      const expected = chain.pools
        .filter((pool) => adapters.some((adapter) => adapter.id === pool.sourceId))
        .map((pool): Pool => ({ id: pool.address, address: pool.address, sourceId: pool.sourceId, tokens: pool.tokens, fee: pool.fee }))
        .sort(byAddress)
      expect(expected.length).toBeGreaterThanOrEqual(8)
      for (const mode of [undefined, 'logs'] as const) {
        const found: Pool[] = []
        for (const adapter of adaptersOf(chain, mode)) found.push(...(await adapter.discover({ client, toBlock: block })).pools)
        expect(found.sort(byAddress), `${chain.chainId} ${mode ?? 'enumeration'}`).toEqual(expected)
      }
    }
  })
})

describe('simulator against Router02', () => {
  /** Dust, then log-spaced amounts up to 1000 times `reserve`, plus the edges around `reserve`. */
  function amountsUpTo(reserve: bigint): bigint[] {
    const amounts = new Set<bigint>()
    for (let wei = 1n; wei <= 30n; wei++) amounts.add(wei)
    for (let k = 0n; 10n ** k <= reserve * 1000n; k++) for (const m of [1n, 2n, 3n, 5n, 7n, 9n]) amounts.add(m * 10n ** k + k)
    for (const near of [reserve / 2n, reserve - 2n, reserve - 1n, reserve, reserve + 1n, reserve * 2n]) if (near > 0n) amounts.add(near)
    return [...amounts].sort((a, b) => (a < b ? -1 : 1))
  }

  async function routerCalls(fixture: ChainFixture, functionName: 'getAmountsOut' | 'getAmountsIn', amounts: bigint[], path: Address[], router: Address) {
    return fixture.client.multicall({
      contracts: amounts.map((amount) => ({ address: router, abi: router02Abi, functionName, args: [amount, path] }) as const),
      allowFailure: true,
      blockNumber: fixture.block,
      multicallAddress: fixture.chain.multicall3,
    })
  }

  it('equals getAmountsOut / getAmountsIn to the wei for every V2 pool, both directions, and fails where they revert', async () => {
    let compared = 0
    let failed = 0
    for (const fixture of fixtures) {
      expect(fixture.states.length).toBeGreaterThanOrEqual(8)
      for (const state of fixture.states) {
        const adapter = fixture.adapters.find((a) => a.id === state.pool.sourceId)!
        const router = configOf(fixture.chain.sources.find((s) => s.id === state.pool.sourceId)!).router
        const simulator = adapter.simulator(state)
        for (const [tokenIn, tokenOut] of [state.pool.tokens, [...state.pool.tokens].reverse() as [Address, Address]]) {
          const reserveIn = tokenIn === state.pool.tokens[0] ? state.data.reserve0 : state.data.reserve1
          const reserveOut = tokenIn === state.pool.tokens[0] ? state.data.reserve1 : state.data.reserve0
          const amountsIn = amountsUpTo(reserveIn)
          const outs = await routerCalls(fixture, 'getAmountsOut', amountsIn, [tokenIn, tokenOut], router)
          amountsIn.forEach((amountIn, i) => {
            const onChain = outs[i]!
            expect(onChain.status).toBe('success')
            const routerOut = onChain.result![1]!
            compared++
            if (routerOut === 0n) {
              // The router quotes zero; the pair reverts on a zero output: the simulator throws.
              expect(() => simulator.quoteExactIn({ tokenIn, amountIn })).toThrow(SimulationError)
              failed++
            } else expect(simulator.quoteExactIn({ tokenIn, amountIn }).amountOut, `${amountIn} of ${tokenIn}`).toBe(routerOut)
          })
          const amountsOut = amountsUpTo(reserveOut).filter((amount) => amount <= reserveOut * 3n)
          const ins = await routerCalls(fixture, 'getAmountsIn', amountsOut, [tokenIn, tokenOut], router)
          amountsOut.forEach((amountOut, i) => {
            const onChain = ins[i]!
            compared++
            if (onChain.status === 'failure') {
              expect(amountOut >= reserveOut).toBe(true)
              expect(() => simulator.quoteExactOut!({ tokenOut, amountOut })).toThrow(SimulationError)
              failed++
            } else if (onChain.result[0]! + reserveIn >= 2n ** 112n) {
              // The router's view quotes it, but the pair cannot hold that input (uint112): the swap reverts.
              expect(() => simulator.quoteExactOut!({ tokenOut, amountOut })).toThrow(expect.objectContaining({ reason: 'OVERFLOW' }))
              failed++
            } else expect(simulator.quoteExactOut!({ tokenOut, amountOut }).amountIn, `${amountOut} of ${tokenOut}`).toBe(onChain.result[0]!)
          })
        }
      }
    }
    expect(compared).toBeGreaterThan(17 * 2 * 2 * 100)
    expect(failed).toBeGreaterThan(0)
  })
})

describe('on chain', () => {
  const deadline = 2n ** 40n

  function walletOf(fixture: ChainFixture) {
    const account = privateKeyToAccount(fixture.chain.accounts[0]!.privateKey)
    const chain = defineChain({
      id: fixture.chain.chainId,
      name: fixture.chain.name,
      nativeCurrency: { name: fixture.chain.nativeSymbol, symbol: fixture.chain.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [fixture.chain.rpcUrl] } },
    })
    return createWalletClient({ account, chain, transport: http(fixture.chain.rpcUrl) })
  }

  async function balances(fixture: ChainFixture, owner: Address, tokens: readonly Address[]) {
    return Promise.all(tokens.map((token) => fixture.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })))
  }

  it('a real Router02 swap (exact in, then exact out) changes balances exactly as simulated; Sync alone is a state change', async () => {
    for (const fixture of fixtures) {
      const wallet = walletOf(fixture)
      const owner = wallet.account.address
      const state = fixture.states[0]!
      const adapter = fixture.adapters.find((a) => a.id === state.pool.sourceId)!
      const router = configOf(fixture.chain.sources.find((s) => s.id === state.pool.sourceId)!).router
      const [token0, token1] = state.pool.tokens
      await waitForReceipt({
        client: fixture.client,
        hash: await wallet.writeContract({ address: token0, abi: erc20Abi, functionName: 'approve', args: [router, 2n ** 256n - 1n] }),
      })
      await waitForReceipt({
        client: fixture.client,
        hash: await wallet.writeContract({ address: token1, abi: erc20Abi, functionName: 'approve', args: [router, 2n ** 256n - 1n] }),
      })
      const head = await fixture.client.getBlockNumber({ cacheTime: 0 })
      const [live] = await adapter.track({ client: fixture.client, pools: [state.pool], blockNumber: head })
      const simulator = adapter.simulator(live!)
      const amountIn = state.data.reserve0 / 50n
      const expectedIn = simulator.swapExactIn({ tokenIn: token0, amountIn })
      const before = await balances(fixture, owner, [token0, token1])
      const receipt = await waitForReceipt({
        client: fixture.client,
        hash: await wallet.writeContract({
          address: router,
          abi: router02Abi,
          functionName: 'swapExactTokensForTokens',
          args: [amountIn, expectedIn.amountOut, [token0, token1], owner, deadline],
          gas: SWAP_GAS,
        }),
      })
      expect(receipt.status).toBe('success')
      const middle = await balances(fixture, owner, [token0, token1])
      expect(before[0]! - middle[0]!).toBe(amountIn)
      expect(middle[1]! - before[1]!).toBe(expectedIn.amountOut)

      // The pair's logs: only Sync changes state, and the simulator moved to exactly the new reserves.
      const pairLogs = receipt.logs.filter((log) => log.address.toLowerCase() === state.pool.address.toLowerCase())
      expect(pairLogs.map((log) => adapter.changesState(log))).toEqual(
        pairLogs.map((log) => parseEventLogs({ abi: uniswapV2PairAbi, logs: [log] }).length === 1),
      )
      expect(pairLogs.filter((log) => adapter.changesState(log))).toHaveLength(1)
      const [after] = await adapter.track({ client: fixture.client, pools: [state.pool], blockNumber: receipt.blockNumber })
      const moved = adapter.simulator(after!)
      expect(moved.quoteExactIn({ tokenIn: token1, amountIn: 10n ** 6n })).toEqual(simulator.quoteExactIn({ tokenIn: token1, amountIn: 10n ** 6n }))

      // Exact out in the other direction, from the moved state.
      const amountOut = after!.data.reserve0 / 100n
      const expectedOut = simulator.quoteExactOut!({ tokenOut: token0, amountOut })
      const receiptOut = await waitForReceipt({
        client: fixture.client,
        hash: await wallet.writeContract({
          address: router,
          abi: router02Abi,
          functionName: 'swapTokensForExactTokens',
          args: [amountOut, expectedOut.amountIn, [token1, token0], owner, deadline],
          gas: SWAP_GAS,
        }),
      })
      expect(receiptOut.status).toBe('success')
      const end = await balances(fixture, owner, [token0, token1])
      expect(end[0]! - middle[0]!).toBe(amountOut)
      expect(middle[1]! - end[1]!).toBe(expectedOut.amountIn)

      // Dust: the router would send a zero output, and the pair reverts with the simulator's reason.
      const dust = 1n
      const reason = (() => {
        try {
          moved.clone().swapExactIn({ tokenIn: token0, amountIn: dust })
        } catch (error) {
          return (error as SimulationError).reason
        }
      })()
      expect(reason).toBeDefined()
      await expect(
        fixture.client.simulateContract({
          account: owner,
          address: router,
          abi: router02Abi,
          functionName: 'swapExactTokensForTokens',
          args: [dust, 0n, [token0, token1], owner, deadline],
        }),
      ).rejects.toThrow(`UniswapV2: ${reason}`)
    }
  })

  it('discovery resumes from its cursor and finds a newly created pair, and only it', async () => {
    for (const fixture of fixtures) {
      const wallet = walletOf(fixture)
      for (const discovery of [undefined, 'logs'] as const) {
        const [adapter] = adaptersOf(fixture.chain, discovery)
        const source = fixture.chain.sources.find((s) => s.id === adapter!.id)!
        const first = await adapter!.discover({ client: fixture.client, toBlock: await fixture.client.getBlockNumber({ cacheTime: 0 }) })
        const taken = new Set(first.pools.map((pool) => [...pool.tokens].sort().join()))
        const tokens = fixture.chain.tokens.map((t) => t.address)
        const pair = tokens.flatMap((a) => tokens.map((b) => [a, b] as const)).find(([a, b]) => a < b && !taken.has([a, b].sort().join()))!
        // Creating a pair takes more gas than a HyperEVM fast block holds: in a big block, as there.
        const receipt = await inBigBlocks({
          rpcUrl: fixture.chain.rpcUrl,
          run: async () =>
            waitForReceipt({
              client: fixture.client,
              hash: await wallet.writeContract({
                address: configOf(source).factory,
                abi: factoryCreatePairAbi,
                functionName: 'createPair',
                args: [pair[0], pair[1]],
              }),
            }),
        })
        const [created] = parseEventLogs({ abi: uniswapV2FactoryAbi, logs: receipt.logs, eventName: 'PairCreated' })
        const next = await adapter!.discover({ client: fixture.client, toBlock: receipt.blockNumber, cursor: first.cursor })
        expect(
          next.pools.map((pool) => pool.address),
          `${fixture.chain.chainId} ${discovery} ${first.cursor} ${next.cursor} ${receipt.blockNumber}`,
        ).toEqual([created!.args[2]])
        expect(next.pools[0]!.tokens).toEqual([created!.args[0], created!.args[1]])
        const again = await adapter!.discover({ client: fixture.client, toBlock: receipt.blockNumber, cursor: next.cursor })
        expect(again.pools).toEqual([])
        await expect(adapter!.discover({ client: fixture.client, toBlock: receipt.blockNumber, cursor: 'bogus:1' })).rejects.toThrow('does not belong')
      }
    }
  })
})

/** A sandbox source's config, as this plugin reads it. */
function configOf(source: { config: unknown }) {
  const config = uniswapV2Plugin.parseConfig(source.config)
  if (!config.router) throw new Error('The sandbox deploys Router02 with every V2 source.')
  return { ...config, router: config.router }
}
