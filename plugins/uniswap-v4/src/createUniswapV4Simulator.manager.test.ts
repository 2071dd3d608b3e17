import { createTickTable, MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@sluice/concentrated-liquidity'
import { type PoolState, SimulationError } from '@sluice/core'
import { describeSimulatorConformance } from '@sluice/core/conformance'
import { parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUniswapV4Simulator } from './createUniswapV4Simulator.js'
import { simulateUniswapV4Swap } from './simulateUniswapV4Swap.js'
import { managerSwap } from './testing/managerSwap.js'
import { setUpUniswapV4World, type UniswapV4World } from './testing/setUpUniswapV4World.js'
import { trackUniswapV4Pools } from './trackUniswapV4Pools.js'
import type { UniswapV4PoolKey } from './UniswapV4PoolKey.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'

let world: UniswapV4World
let states: PoolState<UniswapV4PoolState>[]
/** As tracked with the default word radius (64 words each side). */
let nearStates: PoolState<UniswapV4PoolState>[]

beforeAll(async () => {
  world = await setUpUniswapV4World()
  const blockNumber = await world.client.getBlockNumber()
  const { pools } = await world.adapter.discover({ client: world.client, toBlock: blockNumber })
  nearStates = await world.adapter.track({ client: world.client, pools, blockNumber })
  // Every bitmap word, so that swaps to the extreme price can be compared too.
  states = await trackUniswapV4Pools({ client: world.client, pools, blockNumber, config: { ...world.config, wordRadius: 4096 }, chainId: world.chain.chainId })
}, 180_000)
afterAll(() => world?.sandbox.stop())

/** `count` amounts from 1 wei to far beyond the pool's depth: log-spaced, with odd low digits (rounding). */
function amounts(decimals: number, count: number): bigint[] {
  const top = decimals + 10
  return Array.from({ length: count }, (_, i) => {
    const base = BigInt(Math.floor(10 ** ((i * top) / (count - 1))))
    return base + (base > 1000n ? BigInt((i * 7919) % 997) : 0n)
  })
}

async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = []
  for (let start = 0; start < items.length; start += 25) out.push(...(await Promise.all(items.slice(start, start + 25).map(run))))
  return out
}

/** Compares the simulator with the manager over `count` amounts per pool in one mode and direction. */
async function compare(pools: PoolState<UniswapV4PoolState>[], mode: 'exact in' | 'exact out', zeroForOne: boolean, count: number) {
  let crossings = 0
  let compared = 0
  for (const state of pools) {
    const simulator = createUniswapV4Simulator({ state })
    const [token0, token1] = state.pool.tokens
    const specifiedToken = (mode === 'exact in') === zeroForOne ? token0 : token1
    const decimals = world.chain.tokens.find((t) => t.address === specifiedToken)!.decimals
    const results = await inBatches(amounts(decimals, count), async (amount) => ({
      amount,
      manager: await managerSwap({
        client: world.client,
        swapTest: world.swapTest,
        account: world.deployer.address,
        key: state.pool.extra as UniswapV4PoolKey,
        zeroForOne,
        amountSpecified: mode === 'exact in' ? -amount : amount,
        blockNumber: state.blockNumber,
        stateOverride: world.richDeployer,
      }),
    }))
    for (const { amount, manager } of results) {
      const where = `${state.pool.id} ${mode} ${amount} zeroForOne=${zeroForOne}`
      const [deltaIn, deltaOut] = manager ? (zeroForOne ? [manager.amount0, manager.amount1] : [manager.amount1, manager.amount0]) : [0n, 0n]
      const quote = () =>
        mode === 'exact in'
          ? simulator.quoteExactIn({ tokenIn: zeroForOne ? token0 : token1, amountIn: amount })
          : simulator.quoteExactOut({ tokenOut: zeroForOne ? token1 : token0, amountOut: amount })
      // The executor refuses what the manager would not fill (exact out) or gives nothing for (exact in).
      if (!manager || deltaOut === 0n || (mode === 'exact out' && deltaOut !== amount)) {
        expect(quote, where).toThrow(SimulationError)
        continue
      }
      expect(quote(), where).toMatchObject({ amountIn: -deltaIn, amountOut: deltaOut })
      compared++
      const outcome = simulateUniswapV4Swap({
        state: state.data,
        slot: state.data,
        zeroForOne,
        amountSpecified: mode === 'exact in' ? -amount : amount,
        sqrtPriceLimitX96: zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n,
      })
      crossings = Math.max(crossings, outcome.ticksCrossed)
    }
  }
  return { compared, crossings }
}

describe('the Uniswap V4 simulator against the real PoolManager (v4-core 1.0.2 on Anvil)', () => {
  it('discovers the hookless pools by pool ID, with their keys, and tracks their state', () => {
    expect(states.map((s) => s.pool.id).sort()).toEqual(world.pools.map((p) => p.id).sort())
    for (const state of states) {
      const made = world.pools.find((p) => p.id === state.pool.id)!
      expect(state.pool.tokens).toEqual(made.tokens)
      expect(state.pool.extra).toEqual(made.extra)
      expect(state.data.lpFee).toBe(made.fee)
      expect(state.data.protocolFee).toBe(0)
      expect(state.data.liquidity > 0n).toBe(true)
      expect(state.data.tickTable.ticks.length).toBeGreaterThanOrEqual(2)
    }
  })

  it('with the default word radius, quotes near the price agree with the full state and a swap beyond the loaded words throws TICKS_NOT_LOADED', () => {
    const near = createUniswapV4Simulator({ state: nearStates[0]! })
    const full = createUniswapV4Simulator({ state: states[0]! })
    const [token0] = states[0]!.pool.tokens
    const small = 10n ** BigInt(world.chain.tokens.find((t) => t.address === token0)!.decimals)
    expect(near.quoteExactIn({ tokenIn: token0, amountIn: small })).toEqual(full.quoteExactIn({ tokenIn: token0, amountIn: small }))
    expect(() => near.quoteExactIn({ tokenIn: token0, amountIn: small * 10n ** 12n })).toThrow(expect.objectContaining({ reason: 'TICKS_NOT_LOADED' }))
  })

  for (const mode of ['exact in', 'exact out'] as const)
    for (const zeroForOne of [true, false])
      it(`${mode}, ${zeroForOne ? 'token0 → token1' : 'token1 → token0'}: equal to the manager to the wei over 200 amounts per pool, tick crossings included`, async () => {
        const { compared, crossings } = await compare(states, mode, zeroForOne, 200)
        expect(compared).toBeGreaterThan(400)
        expect(crossings).toBeGreaterThanOrEqual(2)
      }, 180_000)

  it('with a protocol fee (different each way), composed with the LP fee as the manager does', async () => {
    const controller = parseAbi([
      'function setProtocolFeeController(address)',
      'function setProtocolFee((address,address,uint24,int24,address) key, uint24 fee)',
    ])
    world.tx.call({ to: world.config.poolManager, abi: controller, functionName: 'setProtocolFeeController', args: [world.deployer.address] })
    const key = states[0]!.pool.extra as UniswapV4PoolKey
    // 0.1% selling token0, 0.03% selling token1 (pips, 12 bits each).
    world.tx.call({
      to: world.config.poolManager,
      abi: controller,
      functionName: 'setProtocolFee',
      args: [[key.currency0, key.currency1, key.fee, key.tickSpacing, key.hooks], (300 << 12) | 1000],
    })
    await world.tx.flush()
    const blockNumber = await world.client.getBlockNumber()
    const [state] = await trackUniswapV4Pools({
      client: world.client,
      pools: [states[0]!.pool],
      blockNumber,
      config: { ...world.config, wordRadius: 4096 },
      chainId: world.chain.chainId,
    })
    expect(state!.data.protocolFee).toBe((300 << 12) | 1000)
    const simulator = createUniswapV4Simulator({ state: state! })
    expect([simulator.fee(key.currency0), simulator.fee(key.currency1), simulator.fee()]).toEqual([1000 + 500 - 0, 300 + 500 - 0, 1500])
    for (const mode of ['exact in', 'exact out'] as const)
      for (const zeroForOne of [true, false]) expect((await compare([state!], mode, zeroForOne, 60)).compared).toBeGreaterThan(30)
  }, 180_000)
})

describe('conformance', () => {
  // The deepest pool (WETH/USDC.e), as tracked; the suite's default amounts run from 1 wei to 10^36.
  describeSimulatorConformance({
    name: 'Uniswap V4 (WETH/USDC.e, sandbox)',
    makeSimulator: () => createUniswapV4Simulator({ state: states[0]! }),
    makeEmptySimulator: () =>
      createUniswapV4Simulator({ state: { ...states[0]!, data: { ...states[0]!.data, liquidity: 0n, tickTable: createTickTable({ entries: [] }) } } }),
  })
})
