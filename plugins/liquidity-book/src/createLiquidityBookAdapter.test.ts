import { type PoolState, SimulationError, splitMulticallTransport, waitForReceipt } from '@sluice/core'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import fc from 'fast-check'
import { createPublicClient, createTestClient, createWalletClient, defineChain, erc20Abi, http, isAddressEqual, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { liquidityBookPairAbi } from './abi.js'
import { type CreateLiquidityBookAdapterReturnType, createLiquidityBookAdapter } from './createLiquidityBookAdapter.js'
import type { LiquidityBookState } from './LiquidityBookState.js'
import { liquidityBookPlugin } from './liquidityBookPlugin.js'

// The simulator against Trader Joe's own LBPair (compiled from the vendored official source) on
// Anvil: `getSwapOut` to the wei over random amounts from 1 wei to past the reserves, the buy
// search's answer checked minimal with `getSwapOut`, and sequences of real swaps whose blocks'
// timestamps are set to fall under the filter period, between it and the decay period, and past
// it, so the variable fee's references update, decay and reset as the simulator says.

vi.setConfig({ testTimeout: 300_000 })

let sandbox: Sandbox
let chain: ChainManifest
let client: PublicClient
let adapter: CreateLiquidityBookAdapterReturnType

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: [liquidityBookPlugin], chains: [999] })
  chain = sandbox.manifest.chains[0]!
  // Multicall reads split to fit a call's gas (999: the 2M block gas limit), as the server's are.
  client = createPublicClient({
    transport: splitMulticallTransport({ transport: http(chain.rpcUrl), multicall3: chain.multicall3 }),
    pollingInterval: 50,
  }) as PublicClient
  const source = chain.sources.find((s) => s.kind === liquidityBookPlugin.kind)!
  adapter = createLiquidityBookAdapter({
    source,
    config: liquidityBookPlugin.parseConfig({ ...(source.config as object), batchSize: 7 }),
    chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
    executor: undefined,
  })
})

afterAll(async () => {
  await sandbox?.stop()
})

async function trackAll(): Promise<PoolState<LiquidityBookState>[]> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
  const { pools } = await adapter.discover({ client, toBlock: blockNumber })
  return adapter.track({ client, pools, blockNumber })
}

/** The state as a call at its own block sees it: that block's timestamp. */
async function atItsBlock(state: PoolState<LiquidityBookState>): Promise<PoolState<LiquidityBookState>> {
  const { timestamp } = await client.getBlock({ blockNumber: state.blockNumber })
  return { ...state, data: { ...state.data, timestamp } }
}

const outcome = (run: () => bigint): bigint | 'fails' => {
  try {
    return run()
  } catch (error) {
    expect(error).toBeInstanceOf(SimulationError)
    return 'fails'
  }
}

describe('discover and track', () => {
  it("find the manifest's pairs, with their bin steps, base fees and every bin of liquidity in the window", async () => {
    const states = await trackAll()
    const expected = chain.pools.filter((pool) => pool.sourceId === 11)
    expect(states.map((s) => s.pool.address).sort()).toEqual(expected.map((pool) => pool.address).sort())
    for (const state of states) {
      expect(state.data.bins).toHaveLength(41)
      expect(state.data.beyond).toEqual([false, false])
      expect(state.pool.fee).toBe(expected.find((pool) => pool.address === state.pool.address)!.fee)
      expect([1, 25]).toContain(state.data.binStep)
    }
  })
})

describe('simulator against the pair', () => {
  it("equals getSwapOut for random amounts from 1 wei to past the reserves, and the buy search's input is the least that getSwapOut serves", async () => {
    let compared = 0
    for (const [p, tracked] of (await trackAll()).entries()) {
      const state = await atItsBlock(tracked)
      const simulator = adapter.simulator(state)
      for (const swapForY of [true, false]) {
        const [tokenIn, tokenOut] = swapForY ? state.pool.tokens : [state.pool.tokens[1], state.pool.tokens[0]]
        const reserveIn = state.data.bins.reduce((sum, bin) => sum + (swapForY ? bin[1] : bin[2]), 0n)
        const reserveOut = state.data.bins.reduce((sum, bin) => sum + (swapForY ? bin[2] : bin[1]), 0n)
        const scale = reserveIn > reserveOut ? reserveIn : reserveOut
        const amounts = [
          1n,
          2n,
          ...fc.sample(fc.oneof(fc.bigInt({ min: 1n, max: 10_000n }), fc.bigInt({ min: 1n, max: scale * 3n })), {
            numRuns: 40,
            seed: 7 + p * 2 + Number(swapForY),
          }),
        ]
        for (const amountIn of amounts) {
          const ours = outcome(() => simulator.quoteExactIn({ tokenIn, amountIn }).amountOut)
          const [left, out] = await client.readContract({
            address: state.pool.address,
            abi: liquidityBookPairAbi,
            functionName: 'getSwapOut',
            args: [amountIn, swapForY],
            blockNumber: state.blockNumber,
          })
          expect(ours, `${state.pool.address} ${swapForY} ${amountIn}`).toEqual(left === 0n && out > 0n ? out : 'fails')
          compared++
        }
        for (const amountOut of [1n, ...fc.sample(fc.bigInt({ min: 1n, max: reserveOut }), { numRuns: 15, seed: 70 + p * 2 + Number(swapForY) })]) {
          const bought = simulator.quoteExactOut!({ tokenOut, amountOut })
          expect(bought.amountOut).toBe(amountOut)
          const reaches = async (amountIn: bigint) => {
            const [left, out] = await client.readContract({
              address: state.pool.address,
              abi: liquidityBookPairAbi,
              functionName: 'getSwapOut',
              args: [amountIn, swapForY],
              blockNumber: state.blockNumber,
            })
            return left === 0n && out >= amountOut
          }
          expect(await reaches(bought.amountIn), `${amountOut}`).toBe(true)
          expect(await reaches(bought.amountIn - 1n), `${amountOut}`).toBe(false)
        }
        expect(() => simulator.quoteExactOut!({ tokenOut, amountOut: reserveOut + 1n })).toThrow(SimulationError)
      }
    }
    expect(compared).toBeGreaterThan(150)
  })
})

describe('on chain', () => {
  const account = () => privateKeyToAccount(chain.accounts[0]!.privateKey)
  const viemChain = () =>
    defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })

  it('real swaps at chosen timestamps (same second, under the filter period, before the decay period, past it) give what the simulator says, and the logs bring the state to a fresh read', async () => {
    const wallet = createWalletClient({ account: account(), chain: viemChain(), transport: http(chain.rpcUrl) })
    const anvil = createTestClient({ mode: 'anvil', chain: viemChain(), transport: http(chain.rpcUrl) })
    const snapshot = await anvil.snapshot()
    try {
      for (const [p, start] of (await trackAll()).entries()) {
        const { filterPeriod, decayPeriod } = start.data.staticFee
        const gaps = [1, filterPeriod - 1, filterPeriod, decayPeriod - 1, decayPeriod, 1, 2, filterPeriod + 1, 1]
        const sizes = fc.sample(fc.integer({ min: 1, max: 400 }), { numRuns: gaps.length, seed: 300 + p })
        // Anvil refuses a timestamp behind its clock (the wall clock at first): the first swap starts past it.
        let last = BigInt(Math.floor(Date.now() / 1000)) + 10n
        for (const [k, gap] of gaps.entries()) {
          const head = await client.getBlock({ blockTag: 'latest' })
          const [state] = await adapter.track({ client, pools: [start.pool], blockNumber: head.number })
          const swapForY = k % 3 !== 1
          const [tokenIn, tokenOut] = swapForY ? state!.pool.tokens : [state!.pool.tokens[1], state!.pool.tokens[0]]
          const reserveIn = state!.data.bins.reduce((sum, bin) => sum + (swapForY ? bin[1] : bin[2]), 0n)
          // Up to 40 % of the side's depth in input terms: across many bins, so the accumulator climbs.
          const amountIn = (reserveIn * BigInt(sizes[k]!)) / 1_000n + 1n
          const timestamp = (last > head.timestamp ? last : head.timestamp) + BigInt(gap)
          last = timestamp
          const simulator = adapter.simulator({ ...state!, data: { ...state!.data, timestamp } })
          const expected = outcome(() => simulator.quoteExactIn({ tokenIn, amountIn }).amountOut)
          await anvil.setAutomine(false)
          await wallet.writeContract({ address: tokenIn, abi: erc20Abi, functionName: 'transfer', args: [state!.pool.address, amountIn] })
          const hash = await wallet.writeContract({
            address: state!.pool.address,
            abi: liquidityBookPairAbi,
            functionName: 'swap',
            args: [swapForY, wallet.account.address],
            // No estimate while the block waits to be mined: ample (these swaps take about 210k at
            // most), and with the transfer within one block (the sandbox's 999 has HyperEVM's 2M
            // gas), so both land in the block at the chosen timestamp. Anvil leaves a transaction
            // that does not fit for the next block, which automine then mines in the same second or
            // the next, as the clock ticks.
            gas: 1_900_000n,
          })
          await anvil.setNextBlockTimestamp({ timestamp })
          await anvil.mine({ blocks: 1 })
          await anvil.setAutomine(true)
          const receipt = await waitForReceipt({ client, hash })
          const context = `pair ${p} step ${k} (gap ${gap}s, ${swapForY ? 'X→Y' : 'Y→X'} ${amountIn})`
          expect((await client.getBlock({ blockNumber: receipt.blockNumber })).timestamp, `${context}: the swap's block's timestamp`).toBe(timestamp)
          if (expected === 'fails') {
            expect(receipt.status, context).toBe('reverted')
            continue
          }
          expect(receipt.status, context).toBe('success')
          const transfers = receipt.logs.filter((log) => isAddressEqual(log.address, tokenOut))
          expect(transfers.length, context).toBe(1)
          expect(BigInt(transfers[0]!.data), context).toBe(expected)
          const [tracked] = await adapter.track({ client, pools: [start.pool], blockNumber: receipt.blockNumber })
          const logs = receipt.logs.filter((log) => isAddressEqual(log.address, start.pool.address) && adapter.changesState(log))
          const withTime = logs.map((log) => ({ ...log, blockTimestamp: timestamp }))
          const applied = adapter.applyLogs!({ state: state!, logs: withTime, blockNumber: receipt.blockNumber })
          expect(applied, context).toBeDefined()
          // The same pair over the bins both windows hold (a fresh read centres its window on the new active bin).
          const [low, high] = [Math.max(state!.data.window[0], tracked!.data.window[0]), Math.min(state!.data.window[1], tracked!.data.window[1])]
          const common = (data: LiquidityBookState) => ({
            ...data,
            window: undefined,
            beyond: undefined,
            bins: data.bins.filter(([id]) => id >= low && id <= high),
          })
          expect(common(applied!.data), context).toEqual(common(tracked!.data))
          // Without its block's timestamp a swap's log cannot say how the references moved: read the pair anew.
          expect(
            adapter.applyLogs!({ state: state!, logs: logs.map(({ blockTimestamp: _, ...log }) => log as typeof log), blockNumber: receipt.blockNumber }),
          ).toBeUndefined()
          expect(tracked!.data.variableFee.timeOfLastUpdate).toBe(timestamp)
        }
      }
    } finally {
      await anvil.setAutomine(true)
      await anvil.revert({ id: snapshot })
    }
  })
})
