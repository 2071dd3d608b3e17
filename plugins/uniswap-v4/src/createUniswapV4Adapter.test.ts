import { findTickTableEntry, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from '@sluice/concentrated-liquidity'
import { createPoolStateStore, createSourceRegistry, type PoolState, type PoolStateStore, waitForReceipt } from '@sluice/core'
import { createPublicClient, createWalletClient, custom, erc20Abi, type Hex, http, maxUint256, type PublicClient, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV4PoolManagerAbi } from './abi.js'
import { computeUniswapV4PoolId } from './computeUniswapV4PoolId.js'
import { createUniswapV4Adapter } from './createUniswapV4Adapter.js'
import { createUniswapV4Simulator, type UniswapV4Simulator } from './createUniswapV4Simulator.js'
import { setUpUniswapV4World, type UniswapV4World } from './testing/setUpUniswapV4World.js'
import type { UniswapV4PoolKey } from './UniswapV4PoolKey.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'
import { uniswapV4Artifacts } from './uniswapV4Artifacts.js'
import { uniswapV4Plugin } from './uniswapV4Plugin.js'

let world: UniswapV4World
let store: PoolStateStore
/** Methods of the requests the stores send (through `counted`), in order. */
const methods: string[] = []
let counted: PublicClient

beforeAll(async () => {
  world = await setUpUniswapV4World()
  counted = createPublicClient({
    transport: custom({
      request: ({ method, params }) => {
        methods.push(method)
        return world.client.request({ method, params } as never)
      },
    }),
  }) as PublicClient
  store = createPoolStateStore({ chainId: world.chain.chainId, client: counted, registry: createSourceRegistry({ adapters: [world.adapter] }) })
}, 180_000)
afterAll(async () => {
  await store?.stop()
  await world?.sandbox.stop()
})

const keyOf = (index: number) => world.pools[index]!.extra as UniswapV4PoolKey
const stateOf = (id: string) => store.snapshot().pools.find((s) => s.pool.id === id)!
/** The state's entry of an initialised tick, `undefined` for one that is not. */
const entryOf = (data: UniswapV4PoolState, tick: number) => findTickTableEntry({ table: data.tickTable, tick })

describe('createUniswapV4Adapter with core’s pool-state store', () => {
  it('describes the source and discovers from the PoolManager, resumably by cursor', async () => {
    expect(world.adapter).toMatchObject({ id: 100, name: 'UniswapV4', kind: 'uniswap-v4' })
    const toBlock = await world.client.getBlockNumber()
    const all = await world.adapter.discover({ client: world.client, toBlock })
    expect(all.pools.map((p) => p.id)).toEqual(world.pools.map((p) => p.id))
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
    const predicted = store.snapshot().simulator(target.id).clone() as UniswapV4Simulator
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
    expect(report.changed).toEqual([target.id])
    const { sqrtPriceX96, tick, liquidity } = stateOf(target.id).data as { sqrtPriceX96: bigint; tick: number; liquidity: bigint }
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
    const before = [added, removed].map((pool) => stateOf(pool!.id).data)
    methods.length = 0
    const report = await store.sync()
    expect(report.kind).toBe('logs')
    expect([...report.changed].sort()).toEqual([added!.id, removed!.id].sort())
    // From the logs alone: the head (and the previous block's hash, several blocks on) and the logs, no storage read.
    expect(methods).toEqual(['eth_getBlockByNumber', 'eth_getBlockByNumber', 'eth_getLogs'])
    const fresh = await world.adapter.track({
      client: world.client,
      pools: [added!, removed!].map((p) => stateOf(p.id).pool),
      blockNumber: store.snapshot().blockNumber,
    })
    fresh.forEach((state, i) => {
      expect(stateOf(state.pool.id).data).toEqual(state.data)
      expect(state.data).not.toEqual(before[i])
    })
  })

  it('one block with a swap, then liquidity added (new ticks, in range after the swap, out of range, beyond the loaded words), a zero delta and liquidity removed (clearing a tick, thinning one): followed from the logs, equal to a fresh read', async () => {
    const account = privateKeyToAccount(world.chain.accounts[0]!.privateKey)
    const wallet = createWalletClient({ account, transport: http(world.chain.rpcUrl) })
    const router = world.config.liquidityRouter!
    const target = world.pools[1]!
    const key = keyOf(1)
    for (const token of target.tokens)
      for (const spender of [router, world.swapTest]) {
        const hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256], chain: null })
        expect((await waitForReceipt({ client: world.client, hash })).status).toBe('success')
      }
    // Its own store, tracking 2 words each side of the price: a full-range position lies beyond them.
    const narrow = createUniswapV4Adapter({
      source: { id: world.adapter.id, name: world.adapter.name, description: world.adapter.description, deployBlock: '0' },
      config: { ...world.config, wordRadius: 2 },
      chain: { chainId: world.chain.chainId, multicall3: world.chain.multicall3, wrappedNative: world.chain.wrappedNative },
      executor: world.executor,
    })
    const following = createPoolStateStore({ chainId: world.chain.chainId, client: counted, registry: createSourceRegistry({ adapters: [narrow] }) })
    try {
      await following.sync()
      const current = () => following.snapshot().pools.find((s) => s.pool.id === target.id) as PoolState<UniswapV4PoolState>
      /**
       * Syncs: the head (and the previous block's, when several blocks on) and the logs, no
       * storage read; the pool equals a fresh read at the block.
       */
      const follow = async (expected: string[]) => {
        methods.length = 0
        const report = await following.sync()
        expect(report).toMatchObject({ kind: 'logs', changed: [target.id], added: [] })
        expect(methods).toEqual(expected)
        const [fresh] = await narrow.track({ client: world.client, pools: [current().pool], blockNumber: report.blockNumber })
        expect(current().data).toEqual(fresh!.data)
        return current().data
      }
      const modify = (tickLower: number, tickUpper: number, liquidityDelta: bigint) =>
        ({
          address: router,
          abi: uniswapV4Artifacts.poolModifyLiquidityTest.abi,
          functionName: 'modifyLiquidity',
          args: [key, { tickLower, tickUpper, liquidityDelta, salt: `0x${'0'.repeat(64)}` }, '0x'],
        }) as const

      // Ticks no position uses yet, a whole number of spacings from the current tick's.
      const spacing = key.tickSpacing
      const start = current().data
      const aligned = Math.floor(start.tick / spacing) * spacing
      const taken = new Set(start.tickTable.ticks)
      const fresh = (from: number, step: number) => {
        let t = from
        while (taken.has(t)) t += step
        taken.add(t)
        return t
      }
      const amount = start.liquidity / 20n
      // Two positions sharing a new lower tick, straddling the price (own blocks).
      const [lowA, highA, highA2] = [fresh(aligned - 20 * spacing, -spacing), fresh(aligned + 40 * spacing, spacing), fresh(aligned + 50 * spacing, spacing)]
      for (const [lower, upper] of [
        [lowA, highA],
        [lowA, highA2],
      ] as const) {
        const hash = await wallet.writeContract({ ...modify(lower, upper, amount), chain: null })
        expect((await waitForReceipt({ client: world.client, hash })).status).toBe('success')
      }
      let data = await follow(['eth_getBlockByNumber', 'eth_getBlockByNumber', 'eth_getLogs'])
      expect(entryOf(data, lowA)?.liquidityGross).toBe(2n * amount)
      expect(entryOf(data, highA)?.liquidityNet).toBe(-amount)
      expect(data.liquidity).toBe(start.liquidity + 2n * amount)

      // The block: a swap up past a new tick, then liquidity from that tick (in range only after
      // the swap), above the price (out of range), over the full range (ticks beyond the loaded
      // words), a zero delta, and A removed whole (its upper tick cleared, its shared lower thinned).
      const before = current()
      const lowB = fresh(aligned + spacing, spacing)
      const [highB, lowC, highC] = [fresh(lowB + 5 * spacing, spacing), fresh(highA2 + spacing, spacing), fresh(highA2 + 4 * spacing, spacing)]
      const full = [Math.ceil(MIN_TICK / spacing) * spacing, Math.floor(MAX_TICK / spacing) * spacing] as const
      let amountIn = 10n ** 3n
      for (; ; amountIn *= 2n) {
        const simulator = createUniswapV4Simulator({ state: before }).clone() as UniswapV4Simulator
        simulator.swapExactIn({ tokenIn: target.tokens[1], amountIn })
        if (simulator.slot().tick >= lowB) break
      }
      await world.client.request({ method: 'evm_setAutomine' as never, params: [false] as never })
      try {
        let nonce = await world.client.getTransactionCount({ address: account.address, blockTag: 'pending' })
        const queue = (request: ReturnType<typeof modify> | object) =>
          wallet.writeContract({ ...request, chain: null, gas: 2_000_000n, nonce: nonce++ } as never)
        const hashes: Hex[] = [
          await queue({
            address: world.swapTest,
            abi: uniswapV4Artifacts.poolSwapTest.abi,
            functionName: 'swap',
            args: [
              key,
              { zeroForOne: false, amountSpecified: -amountIn, sqrtPriceLimitX96: MAX_SQRT_RATIO - 1n },
              { takeClaims: false, settleUsingBurn: false },
              '0x',
            ],
          }),
          await queue(modify(lowB, highB, amount)),
          await queue(modify(lowC, highC, amount)),
          await queue(modify(full[0], full[1], amount)),
          await queue(modify(lowA, highA2, 0n)),
          await queue(modify(lowA, highA, -amount)),
        ]
        await world.client.request({ method: 'evm_mine' as never })
        const receipts = await Promise.all(hashes.map((hash) => world.client.getTransactionReceipt({ hash })))
        expect(receipts.map((r) => r.status)).toEqual(hashes.map(() => 'success'))
        expect(receipts.every((r) => r.blockNumber === receipts[0]!.blockNumber)).toBe(true)
      } finally {
        await world.client.request({ method: 'evm_setAutomine' as never, params: [true] as never })
      }
      data = await follow(['eth_getBlockByNumber', 'eth_getLogs'])
      expect(before.data.tick < lowB && data.tick >= lowB && data.tick < highB).toBe(true)
      for (const t of [lowB, highB, lowC, highC]) expect(entryOf(data, t)?.liquidityGross, `tick ${t}`).toBe(amount)
      expect(entryOf(data, highA)).toBeUndefined()
      expect(entryOf(data, lowA)?.liquidityGross).toBe(amount)
      for (const t of full) expect(Math.floor(t / spacing) >> 8 < data.minWord || Math.floor(t / spacing) >> 8 > data.maxWord).toBe(true)
    } finally {
      await following.stop()
    }
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
