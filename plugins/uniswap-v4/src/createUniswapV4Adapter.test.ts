import { createPoolStateStore, createSourceRegistry, type PoolStateStore } from '@sluice/core'
import { MIN_SQRT_RATIO } from '@sluice/plugin-uniswap-v3'
import { zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV4PoolManagerAbi } from './abi.js'
import { computeUniswapV4PoolId } from './computeUniswapV4PoolId.js'
import type { UniswapV4Simulator } from './createUniswapV4Simulator.js'
import { setUpUniswapV4World, type UniswapV4World } from './testing/setUpUniswapV4World.js'
import type { UniswapV4PoolKey } from './UniswapV4PoolKey.js'
import { uniswapV4Artifacts } from './uniswapV4Artifacts.js'
import { uniswapV4Plugin } from './uniswapV4Plugin.js'

let world: UniswapV4World
let store: PoolStateStore

beforeAll(async () => {
  world = await setUpUniswapV4World()
  store = createPoolStateStore({ chainId: world.chain.chainId, client: world.client, registry: createSourceRegistry({ adapters: [world.adapter] }) })
}, 180_000)
afterAll(async () => {
  await store?.stop()
  await world?.sandbox.stop()
})

const keyOf = (index: number) => world.pools[index]!.extra as UniswapV4PoolKey
const stateOf = (address: string) => store.snapshot().pools.find((s) => s.pool.address === address)!

describe('createUniswapV4Adapter with core’s pool-state store', () => {
  it('describes the source and discovers from the PoolManager, resumably by cursor', async () => {
    expect(world.adapter).toMatchObject({ id: 100, name: 'UniswapV4', kind: 'uniswap-v4' })
    const toBlock = await world.client.getBlockNumber()
    const all = await world.adapter.discover({ client: world.client, toBlock })
    expect(all.pools.map((p) => p.address)).toEqual(world.pools.map((p) => p.address))
    expect(all.cursor).toBe(`logs:${toBlock + 1n}`)
    // Stop right after the second pool's creation, then resume.
    const created = await world.client.getLogs({ address: world.config.poolManager, event: uniswapV4PoolManagerAbi[0], fromBlock: 0n, toBlock })
    const middle = created[1]!.blockNumber
    const first = await world.adapter.discover({ client: world.client, toBlock: middle })
    const second = await world.adapter.discover({ client: world.client, toBlock, cursor: first.cursor })
    expect([...first.pools, ...second.pools]).toEqual(all.pools)
    expect(first.pools).toHaveLength(2)
    await expect(world.adapter.discover({ client: world.client, toBlock, cursor: 'page:3' })).rejects.toThrow('not a Uniswap V4 discovery cursor')
  })

  it('follows a swap: only that pool is re-read, and its state is what the simulator predicted', async () => {
    expect((await store.sync()).kind).toBe('full')
    const target = world.pools[0]!
    const predicted = store.snapshot().simulator(target.address).clone() as UniswapV4Simulator
    const amountIn = 40n * 10n ** 18n
    const tokenIn = target.tokens[0]
    predicted.swapExactIn({ tokenIn, amountIn })
    world.tx.call({
      to: world.swapTest,
      abi: uniswapV4Artifacts.poolSwapTest.abi,
      functionName: 'swap',
      args: [
        keyOf(0),
        { zeroForOne: true, amountSpecified: -amountIn, sqrtPriceLimitX96: MIN_SQRT_RATIO + 1n },
        { takeClaims: false, settleUsingBurn: false },
        '0x',
      ],
    })
    await world.tx.flush()
    const report = await store.sync()
    expect(report.kind).toBe('logs')
    expect(report.changed).toEqual([target.address])
    const { sqrtPriceX96, tick, liquidity } = stateOf(target.address).data as { sqrtPriceX96: bigint; tick: number; liquidity: bigint }
    expect({ sqrtPriceX96, tick, liquidity }).toEqual(predicted.slot())
  })

  it('follows liquidity added and removed: those pools only, equal to a fresh read', async () => {
    const part = uniswapV4Plugin.sandbox!
    const [, added, removed] = world.pools
    await part.addLiquidity({
      context: world.context,
      config: world.config,
      pool: added!,
      price: added!.price,
      range: { lower: 0.99, upper: 1.02 },
      amount0: 10n ** 8n,
      amount1: 100_000n * 10n ** 6n,
    })
    world.tx.call({
      to: world.config.liquidityRouter!,
      abi: uniswapV4Artifacts.poolModifyLiquidityTest.abi,
      functionName: 'modifyLiquidity',
      args: [keyOf(2), { tickLower: -887200, tickUpper: 887200, liquidityDelta: -(10n ** 18n), salt: `0x${'0'.repeat(64)}` }, '0x'],
    })
    await world.tx.flush()
    const before = [added, removed].map((pool) => stateOf(pool!.address).data)
    const report = await store.sync()
    expect(report.kind).toBe('logs')
    expect([...report.changed].sort()).toEqual([added!.address, removed!.address].sort())
    const fresh = await world.adapter.track({
      client: world.client,
      pools: [added!, removed!].map((p) => stateOf(p.address).pool),
      blockNumber: store.snapshot().blockNumber,
    })
    fresh.forEach((state, i) => {
      expect(stateOf(state.pool.address).data).toEqual(state.data)
      expect(state.data).not.toEqual(before[i])
    })
  })

  it('discovers new pools on the next sync, leaving out hooked and native-currency pools', async () => {
    const [usdc, usdt] = [world.token('USDC.e').address, world.token('USDT').address].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
    const plain: UniswapV4PoolKey = { currency0: usdc!, currency1: usdt!, fee: 500, tickSpacing: 10, hooks: zeroAddress }
    // A hook address with only the after-donate flag: valid for the manager, never called here.
    const hooked: UniswapV4PoolKey = { ...plain, fee: 3000, tickSpacing: 60, hooks: '0x0000000000000000000000000000000000000010' }
    const native: UniswapV4PoolKey = { ...plain, currency0: zeroAddress, currency1: usdc! }
    for (const key of [plain, hooked, native])
      world.tx.call({ to: world.config.poolManager, abi: uniswapV4PoolManagerAbi, functionName: 'initialize', args: [key, 2n ** 96n] })
    await world.tx.flush()
    const report = await store.sync()
    expect(report.added).toEqual([computeUniswapV4PoolId({ key: plain })])
    expect(store.snapshot().pools).toHaveLength(world.pools.length + 1)
  })
})
