import { createSourceRegistry, encodeSwap, type PoolState, waitForReceipt } from '@sluice/core'
import { erc20Abi, getAddress, parseAbi, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AlgebraIntegralPoolState } from './AlgebraIntegralPoolState.js'
import { createAlgebraIntegralSimulator } from './createAlgebraIntegralSimulator.js'
import { attachBasePlugin } from './test/attachBasePlugin.js'
import { quoteWithQuoterV2 } from './test/quoteWithQuoterV2.js'
import { startTestWorld, type TestWorld } from './test/startTestWorld.js'

// A pool with Algebra's adaptive-fee plugin (the official base plugin bytecode): its fee moves
// with the volatility the plugin records, and the plugin applies it as an override in
// `beforeSwap`, leaving `globalState.lastFee` stale. Tracking reads the pool's `fee()` (the
// plugin's current fee). Swaps in a row, ten minutes apart, through Sluice's router: every quote
// equals QuoterV2 at the tracked block; every real swap in the next block delivers exactly what
// the simulator gives at the fee the swap was charged (its `SwapFee` event), which is the tracked
// fee unless the plugin's first swap of the block moved it.

let world: TestWorld
beforeAll(async () => {
  world = await startTestWorld()
}, 60_000)
afterAll(() => world?.stop())

const swapFeeEvent = parseAbi(['event SwapFee(address indexed sender, uint24 overrideFee, uint24 pluginFee)'])
const poolFee = parseAbi(['function fee() view returns (uint16)'])

async function track(blockNumber: bigint, address: `0x${string}`): Promise<PoolState<AlgebraIntegralPoolState>> {
  const { pools } = await world.adapter.discover({ client: world.client, toBlock: blockNumber })
  const [state] = await world.adapter.track({ client: world.client, pools: pools.filter((p) => p.address === address), blockNumber })
  return state!
}

describe('a pool with the adaptive-fee plugin', () => {
  it('is tracked at the plugin’s fee and simulated exactly at the fee each swap is charged', async () => {
    const pool = world.pool('A/C owner fee 0.3%')
    await attachBasePlugin({ world, pool: pool.address })
    const registry = createSourceRegistry({ adapters: [world.adapter] })
    const user = world.user.account.address
    let exactAtTrackedFee = 0
    let overridden = 0
    const fees = new Set<number>()
    for (let i = 0; i < 10; i++) {
      await world.testClient.increaseTime({ seconds: 600 })
      const blockNumber = await world.client.getBlockNumber()
      const state = await track(blockNumber, pool.address)
      expect(state.data.fee).toBe(await world.client.readContract({ address: pool.address, abi: poolFee, functionName: 'fee', blockNumber }))
      if (state.data.fee !== state.data.lastFee) overridden++
      fees.add(state.data.fee)
      const simulator = createAlgebraIntegralSimulator({ state })
      const [tokenIn, tokenOut] = i % 2 === 0 ? pool.tokens : [pool.tokens[1], pool.tokens[0]]
      // Growing swaps, so the recorded volatility (and the fee) moves.
      const amountIn = 3n * 10n ** 20n * BigInt(1 + i * i)
      const quote = simulator.quoteExactIn({ tokenIn, amountIn })
      const quoter = await quoteWithQuoterV2({
        client: world.client,
        quoter: world.config.quoter!,
        blockNumber,
        kind: 'in',
        tokenIn,
        tokenOut,
        amount: amountIn,
      })
      expect(quoter.ok && { amountIn: quoter.amountIn, amountOut: quoter.amountOut }).toEqual({ amountIn: quote.amountIn, amountOut: quote.amountOut })

      const route = {
        mode: 'sell' as const,
        tokenIn,
        tokenOut,
        amountIn,
        amountOut: quote.amountOut,
        paths: [
          {
            steps: [{ pool: state.pool, tokenIn, tokenOut, amountIn, amountOut: quote.amountOut, fee: simulator.fee() }],
            amountIn,
            amountOut: quote.amountOut,
          },
        ],
        gas: quote.gas,
        blockNumber,
      }
      // A wide slippage bound: the fee may move at the block the swap lands in.
      const encoded = await encodeSwap({ client: world.client, registry, router: world.sluice.router, route, user, slippage: 0.5, deadline: 2n ** 40n })
      const before = await world.client.readContract({ address: tokenOut, abi: erc20Abi, functionName: 'balanceOf', args: [user] })
      // Ample gas: the pool's plugin writes a timepoint (and may move the fee) only in a block of a new second, so a bare estimate may fall short.
      const hash = await world.user.sendTransaction({ to: encoded.toAddress, data: encoded.calldata, value: 0n, gas: 5_000_000n, chain: null })
      const receipt = await waitForReceipt({ client: world.client, hash })
      expect(receipt.status).toBe('success')
      const received = (await world.client.readContract({ address: tokenOut, abi: erc20Abi, functionName: 'balanceOf', args: [user] })) - before
      const charged = parseEventLogs({ abi: swapFeeEvent, logs: receipt.logs }).find((log) => getAddress(log.address) === pool.address)
      const feeCharged = charged && charged.args.overrideFee !== 0 ? charged.args.overrideFee + charged.args.pluginFee : state.data.lastFee
      const atCharged = createAlgebraIntegralSimulator({ state: { ...state, data: { ...state.data, fee: feeCharged } } }).quoteExactIn({ tokenIn, amountIn })
      expect(received, `swap ${i}: tracked fee ${state.data.fee}, charged ${feeCharged}`).toBe(atCharged.amountOut)
      if (feeCharged === state.data.fee) {
        expect(received).toBe(quote.amountOut)
        exactAtTrackedFee++
      }
    }
    // The plugin overrode the stored fee, its fee moved, and most swaps were charged the tracked fee.
    expect(overridden).toBeGreaterThan(0)
    expect(fees.size).toBeGreaterThan(1)
    expect(exactAtTrackedFee).toBeGreaterThanOrEqual(5)
  }, 120_000)
})
