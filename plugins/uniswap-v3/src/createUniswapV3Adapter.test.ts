import { findTickTableEntry, getSqrtRatioAtTick, MAX_SQRT_RATIO, MAX_TICK, MIN_SQRT_RATIO, MIN_TICK } from '@sluice/concentrated-liquidity'
import { createPoolStateStore, createSourceRegistry, type PoolState, SimulationError, splitMulticallTransport, waitForReceipt } from '@sluice/core'
import { type ChainManifest, type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, custom, type Hex, http, maxUint256, type PublicClient, parseAbi, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV3QuoterV2Abi } from './abi.js'
import { type CreateUniswapV3AdapterReturnType, createUniswapV3Adapter } from './createUniswapV3Adapter.js'
import { createUniswapV3Simulator } from './createUniswapV3Simulator.js'
import { loadUniswapV3TickWords } from './loadUniswapV3TickWords.js'
import { simulateUniswapV3Swap } from './simulateUniswapV3Swap.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'
import { uniswapV3MintParameters } from './uniswapV3MintParameters.js'
import { uniswapV3Plugin } from './uniswapV3Plugin.js'

const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)', 'function approve(address, uint256) returns (bool)'])
const positionManager = parseAbi([
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params) payable returns (uint256 amount0, uint256 amount1)',
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])
const swapRouter = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
  'function exactOutputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountOut, uint256 amountInMaximum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountIn)',
])

let sandbox: Sandbox
let chain: ChainManifest
let client: PublicClient
let adapters: CreateUniswapV3AdapterReturnType[]

beforeAll(async () => {
  // 999 without HyperEVM's block gas limit: the reference reads here (QuoterV2 walking every tick
  // word, a whole tick bitmap in one read) take more gas than a 2M call may; the pool math does not
  // depend on it, and the engine's own reads at 2M are covered by loadUniswapV3State and blockGas.
  sandbox = await startSandbox({ plugins: [uniswapV3Plugin], chains: [999], blockGasLimits: { 999: null } })
  chain = sandbox.manifest.chains[0]!
  // No block number cache: each test reads the head it just made. Multicall reads split to fit a
  // call's gas (999: the 2M block gas limit), as the server's are.
  client = createPublicClient({
    transport: splitMulticallTransport({ transport: http(chain.rpcUrl), multicall3: chain.multicall3 }),
    cacheTime: 0,
  }) as PublicClient
  adapters = chain.sources
    .filter((source) => source.kind === 'uniswap-v3')
    .map((source) =>
      createUniswapV3Adapter({
        id: source.id,
        name: source.name,
        description: source.description,
        chainId: chain.chainId,
        factory: configOf(source).factory,
        initCodeHash: configOf(source).initCodeHash,
        feeTiers: configOf(source).feeTiers,
        quoter: configOf(source).quoter,
        fromBlock: BigInt(source.deployBlock),
        multicall3: chain.multicall3,
      }),
    )
})
afterAll(() => sandbox?.stop())

async function trackAll(blockNumber: bigint, wordRadius?: number): Promise<PoolState<UniswapV3PoolState>[]> {
  const states: PoolState<UniswapV3PoolState>[] = []
  for (const adapter of adapters) {
    const { pools } = await adapter.discover({ client, toBlock: blockNumber })
    const tracker = wordRadius === undefined ? adapter : createUniswapV3Adapter({ ...adapter.config, wordRadius })
    states.push(...(await tracker.track({ client, pools, blockNumber })))
  }
  return states
}

describe('createUniswapV3Adapter on the sandbox chain 999', () => {
  it('describes the source', () => {
    const source = chain.sources.find((s) => s.id === adapters[0]!.id)!
    expect(adapters[0]).toMatchObject({ id: source.id, name: source.name, description: source.description, kind: 'uniswap-v3', chainId: 999 })
  })

  it('discovers in chunks and resumes from its cursor without losing or repeating a pool', async () => {
    const toBlock = await client.getBlockNumber()
    const adapter = adapters[0]!
    const all = await adapter.discover({ client, toBlock })
    expect(all.pools.length).toBe(chain.pools.filter((p) => p.sourceId === adapter.id).length)
    expect(all.cursor).toBe(`logs:${toBlock + 1n}`)
    // Small chunks, stopping half-way and resuming.
    const chunked = createUniswapV3Adapter({ ...adapter.config, blockRange: 3n })
    // Stop where about half of the pools exist (the world deploys other sources after this one).
    let [low, middle] = [adapter.config.fromBlock, toBlock]
    while (low < middle) {
      const mid = (low + middle) / 2n
      if ((await adapter.discover({ client, toBlock: mid })).pools.length * 2 >= all.pools.length) middle = mid
      else low = mid + 1n
    }
    const first = await chunked.discover({ client, toBlock: middle })
    const second = await chunked.discover({ client, toBlock, cursor: first.cursor })
    expect([...first.pools, ...second.pools]).toEqual(all.pools)
    expect(first.pools.length).toBeGreaterThan(0)
    expect(second.pools.length).toBeGreaterThan(0)
    // Nothing new past the head.
    expect((await adapter.discover({ client, toBlock, cursor: all.cursor })).pools).toEqual([])
    // Every pool carries its tick spacing, as its fee tier says.
    for (const pool of all.pools) expect(pool.extra?.tickSpacing).toBe(adapter.config.feeTiers.find((t) => t.fee === pool.fee)!.tickSpacing)
  })

  it('tracks a bounded word range, refuses to guess beyond it, and loads more words on demand', async () => {
    const blockNumber = await client.getBlockNumber()
    const narrow = await trackAll(blockNumber, 0)
    const full = await trackAll(blockNumber, 1 << 14)
    // The stable pool (tick spacing 1) has its liquidity over many words.
    const index = narrow.findIndex((s) => s.data.tickSpacing === 1)
    const state = narrow[index]!
    expect(state.data.maxWord).toBe(state.data.minWord)
    const [tokenIn] = state.pool.tokens
    const big = 10n ** 30n
    const reference = createUniswapV3Simulator({ state: full[index]! }).quoteExactIn({ tokenIn, amountIn: big })
    expect(() => createUniswapV3Simulator({ state }).quoteExactIn({ tokenIn, amountIn: big })).toThrow(
      expect.objectContaining({ name: 'StateNotLoadedError', reason: 'TICKS_NOT_LOADED', pool: state.pool.address }),
    )
    const widened = await loadUniswapV3TickWords({
      client,
      state,
      minWord: full[index]!.data.minWord,
      maxWord: full[index]!.data.maxWord,
      multicall3: chain.multicall3,
    })
    expect(widened.data.minWord).toBe(full[index]!.data.minWord)
    expect(widened.data.maxWord).toBe(full[index]!.data.maxWord)
    expect(widened.data.tickTable).toEqual(full[index]!.data.tickTable)
    expect(createUniswapV3Simulator({ state: widened }).quoteExactIn({ tokenIn, amountIn: big })).toEqual(reference)
    // The state passed in is unchanged.
    expect(state.data.maxWord).toBe(state.data.minWord)
  })

  it('predicts a SwapRouter swap that crosses ticks to the wei, and the pool state after it', async () => {
    const account = privateKeyToAccount(chain.accounts[1]!.privateKey)
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
    const send = async (request: Parameters<typeof wallet.writeContract>[0]) => {
      // Ample gas (all a HyperEVM fast block holds): a pool writes an oracle observation only in a block of a new second, so a bare estimate may fall short.
      const receipt = await waitForReceipt({
        client,
        hash: await wallet.writeContract({ gas: 2_000_000n, ...request } as typeof request),
        pollingIntervalMs: 50,
      })
      expect(receipt.status).toBe('success')
      return receipt
    }
    const balance = (token: Address) => client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [account.address] })

    for (const mode of ['in', 'out'] as const) {
      const blockNumber = await client.getBlockNumber()
      const states = await trackAll(blockNumber)
      const state = states.find((s) => s.data.tickSpacing === 10)!
      const source = chain.sources.find((s) => s.id === state.pool.sourceId)!
      const [token0, token1] = state.pool.tokens
      const [tokenIn, tokenOut] = mode === 'in' ? [token0, token1] : [token1, token0]
      const simulator = createUniswapV3Simulator({ state })
      // Find an amount that crosses at least two initialised ticks.
      let amount = 10n ** 3n
      for (; ; amount *= 2n) {
        const outcome = simulateUniswapV3Swap({
          ticks: state.data,
          slot: simulator.slot(),
          fee: state.pool.fee,
          zeroForOne: tokenIn === token0,
          amountSpecified: mode === 'in' ? amount : -amount,
          sqrtPriceLimitX96: tokenIn === token0 ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n,
        })
        if (outcome.ticksCrossed >= 2) break
      }
      const predicted = mode === 'in' ? simulator.swapExactIn({ tokenIn, amountIn: amount }) : simulator.swapExactOut({ tokenOut, amountOut: amount })
      await send({ address: tokenIn, abi: erc20, functionName: 'approve', args: [configOf(source).swapRouter!, maxUint256], account, chain: null })
      const [inBefore, outBefore] = [await balance(tokenIn), await balance(tokenOut)]
      const receipt = await send({
        address: configOf(source).swapRouter,
        abi: swapRouter,
        account,
        chain: null,
        ...(mode === 'in'
          ? {
              functionName: 'exactInputSingle',
              args: [
                {
                  tokenIn,
                  tokenOut,
                  fee: state.pool.fee,
                  recipient: account.address,
                  deadline: 2n ** 40n,
                  amountIn: amount,
                  amountOutMinimum: 0n,
                  sqrtPriceLimitX96: 0n,
                },
              ],
            }
          : {
              functionName: 'exactOutputSingle',
              args: [
                {
                  tokenIn,
                  tokenOut,
                  fee: state.pool.fee,
                  recipient: account.address,
                  deadline: 2n ** 40n,
                  amountOut: amount,
                  amountInMaximum: maxUint256,
                  sqrtPriceLimitX96: 0n,
                },
              ],
            }),
      } as Parameters<typeof wallet.writeContract>[0])
      expect(inBefore - (await balance(tokenIn))).toBe(predicted.amountIn)
      expect((await balance(tokenOut)) - outBefore).toBe(predicted.amountOut)
      expect(predicted.gas).toBeGreaterThan(receipt.gasUsed / 4n)

      // The pool's logs of that swap change its state; the tokens' Transfer logs are not its.
      const adapter = adapters.find((a) => a.id === state.pool.sourceId)!
      const poolLogs = receipt.logs.filter((log) => log.address.toLowerCase() === state.pool.address.toLowerCase())
      expect(poolLogs.length).toBe(1)
      expect(adapter.changesState(poolLogs[0]!)).toBe(true)
      expect(receipt.logs.filter((log) => log.address.toLowerCase() === tokenIn.toLowerCase()).every((log) => !adapter.changesState(log))).toBe(true)

      // Tracked afresh after the swap, the pool is where the simulator said it would be.
      const after = (await trackAll(receipt.blockNumber)).find((s) => s.pool.address === state.pool.address)!
      expect(simulator.slot()).toEqual({ sqrtPriceX96: after.data.sqrtPriceX96, tick: after.data.tick, liquidity: after.data.liquidity })
      expect(after.data.liquidity).not.toBe(state.data.liquidity)
      // The swap's own log says where it left the pool: the state follows without a read.
      const applied = adapter.applyLogs!({ state, logs: poolLogs, blockNumber: receipt.blockNumber })
      expect(applied?.data).toMatchObject({ sqrtPriceX96: after.data.sqrtPriceX96, tick: after.data.tick, liquidity: after.data.liquidity })
      expect(applied?.blockNumber).toBe(receipt.blockNumber)
    }
  })

  it('equals QuoterV2 from a price sitting exactly on an initialised tick, below and above', async () => {
    const account = privateKeyToAccount(chain.accounts[2]!.privateKey)
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
    const send = async (request: Parameters<typeof wallet.writeContract>[0]) => {
      // Ample gas (all a HyperEVM fast block holds): a pool writes an oracle observation only in a block of a new second, so a bare estimate may fall short.
      const receipt = await waitForReceipt({
        client,
        hash: await wallet.writeContract({ gas: 2_000_000n, ...request } as typeof request),
        pollingIntervalMs: 50,
      })
      expect(receipt.status).toBe('success')
      return receipt
    }
    const pick = (states: PoolState<UniswapV3PoolState>[]) => states.find((s) => s.data.tickSpacing === 60)!
    let state = pick(await trackAll(await client.getBlockNumber(), 1 << 14))
    const source = chain.sources.find((s) => s.id === state.pool.sourceId)!
    const [token0, token1] = state.pool.tokens
    for (const token of [token0, token1])
      await send({ address: token, abi: erc20, functionName: 'approve', args: [configOf(source).swapRouter!, maxUint256], account, chain: null })
    let compared = 0

    for (const zeroForOne of [true, false]) {
      // Swap to the nearest initialised tick in that direction, with it as the price limit.
      const initialised = [...state.data.tickTable.ticks]
      const price = state.data.sqrtPriceX96
      const target = zeroForOne ? initialised.filter((t) => getSqrtRatioAtTick(t) < price).at(-1)! : initialised.find((t) => getSqrtRatioAtTick(t) > price)!
      const limit = getSqrtRatioAtTick(target)
      const [tokenIn, tokenOut] = zeroForOne ? [token0, token1] : [token1, token0]
      const simulator = createUniswapV3Simulator({ state })
      const needed = simulator.swapExactIn({ tokenIn, amountIn: 10n ** 40n, sqrtPriceLimitX96: limit })
      const receipt = await send({
        address: configOf(source).swapRouter!,
        abi: swapRouter,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn,
            tokenOut,
            fee: state.pool.fee,
            recipient: account.address,
            deadline: 2n ** 40n,
            amountIn: needed.amountIn,
            amountOutMinimum: 0n,
            sqrtPriceLimitX96: limit,
          },
        ],
        account,
        chain: null,
      })
      state = pick(await trackAll(receipt.blockNumber, 1 << 14))
      // The pool sits on the tick: just below it after going down (the tick was crossed), on it after going up.
      expect(state.data.sqrtPriceX96).toBe(limit)
      expect(state.data.tick).toBe(zeroForOne ? target - 1 : target)
      expect(simulator.slot()).toEqual({ sqrtPriceX96: state.data.sqrtPriceX96, tick: state.data.tick, liquidity: state.data.liquidity })

      const fresh = createUniswapV3Simulator({ state })
      const quoter = configOf(source).quoter!
      for (const [tokenA, tokenB] of [
        [token0, token1],
        [token1, token0],
      ] as const)
        for (const kind of ['in', 'out'] as const) {
          const amounts = Array.from({ length: 28 }, (_, k) => 10n ** BigInt(k) + BigInt(k))
          const answers = await Promise.all(
            amounts.map((amount) =>
              client
                .simulateContract(
                  kind === 'in'
                    ? {
                        address: quoter,
                        abi: uniswapV3QuoterV2Abi,
                        functionName: 'quoteExactInputSingle',
                        args: [{ tokenIn: tokenA, tokenOut: tokenB, amountIn: amount, fee: state.pool.fee, sqrtPriceLimitX96: 0n }],
                        blockNumber: receipt.blockNumber,
                      }
                    : {
                        address: quoter,
                        abi: uniswapV3QuoterV2Abi,
                        functionName: 'quoteExactOutputSingle',
                        args: [{ tokenIn: tokenA, tokenOut: tokenB, amount, fee: state.pool.fee, sqrtPriceLimitX96: 0n }],
                        blockNumber: receipt.blockNumber,
                      },
                )
                .then(
                  ({ result }) => result[0],
                  () => undefined,
                ),
            ),
          )
          amounts.forEach((amount, i) => {
            const where = `${zeroForOne ? 'below' : 'above'}: ${tokenA}->${tokenB} exact ${kind} ${amount}`
            const run = () =>
              kind === 'in'
                ? fresh.quoteExactIn({ tokenIn: tokenA, amountIn: amount }).amountOut
                : fresh.quoteExactOut({ tokenOut: tokenB, amountOut: amount }).amountIn
            const answer = answers[i]
            if (answer === undefined || answer === 0n) expect(run, where).toThrow(SimulationError)
            else {
              expect(run(), where).toBe(answer)
              compared++
            }
          })
        }
    }
    expect(compared).toBeGreaterThan(100)
  })

  it('equals QuoterV2 with a price limit, exact in and exact out, filled or stopped at the limit', async () => {
    const blockNumber = await client.getBlockNumber()
    const state = (await trackAll(blockNumber, 1 << 14)).find((s) => s.data.tickSpacing === 10)!
    const quoter = configOf(chain.sources.find((s) => s.id === state.pool.sourceId)!).quoter!
    const simulator = createUniswapV3Simulator({ state })
    const [token0, token1] = state.pool.tokens
    let compared = 0
    let stopped = 0
    for (const zeroForOne of [true, false])
      for (const offset of [1, 7, 100, 1234, 20000]) {
        const limit = getSqrtRatioAtTick(state.data.tick + (zeroForOne ? -offset : offset))
        const [tokenIn, tokenOut] = zeroForOne ? [token0, token1] : [token1, token0]
        for (const amount of [10n ** 4n, 10n ** 9n, 10n ** 15n, 10n ** 21n, 10n ** 27n]) {
          const [quotedIn, quotedOut] = await Promise.all([
            client
              .simulateContract({
                address: quoter,
                abi: uniswapV3QuoterV2Abi,
                functionName: 'quoteExactInputSingle',
                args: [{ tokenIn, tokenOut, amountIn: amount, fee: state.pool.fee, sqrtPriceLimitX96: limit }],
                blockNumber,
              })
              .then(
                ({ result }) => result,
                () => undefined,
              ),
            client
              .simulateContract({
                address: quoter,
                abi: uniswapV3QuoterV2Abi,
                functionName: 'quoteExactOutputSingle',
                args: [{ tokenIn, tokenOut, amount, fee: state.pool.fee, sqrtPriceLimitX96: limit }],
                blockNumber,
              })
              .then(
                ({ result }) => result,
                () => undefined,
              ),
          ])
          const where = `limit ${limit} amount ${amount}`
          const simIn = () => simulator.quoteExactIn({ tokenIn, amountIn: amount, sqrtPriceLimitX96: limit })
          const simOut = () => simulator.quoteExactOut({ tokenOut, amountOut: amount, sqrtPriceLimitX96: limit })
          if (quotedIn === undefined || quotedIn[0] === 0n) expect(simIn, where).toThrow(SimulationError)
          else {
            expect(simIn().amountOut, where).toBe(quotedIn[0])
            if (quotedIn[1] === limit) stopped++
            compared++
          }
          if (quotedOut === undefined) expect(simOut, where).toThrow(SimulationError)
          else {
            expect(simOut().amountIn, where).toBe(quotedOut[0])
            compared++
          }
        }
      }
    expect(compared).toBeGreaterThan(60)
    expect(stopped).toBeGreaterThan(10)
  })

  it('throws SimulationError for a price limit on the wrong side, as the pool reverts SPL', async () => {
    const [state] = await trackAll(await client.getBlockNumber())
    const simulator = createUniswapV3Simulator({ state: state! })
    const [token0] = state!.pool.tokens
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: 10n ** 6n, sqrtPriceLimitX96: state!.data.sqrtPriceX96 + 1n })).toThrow(
      expect.objectContaining({ reason: 'SPL' }),
    )
    expect(() => simulator.quoteExactIn({ tokenIn: token0, amountIn: 10n ** 6n, sqrtPriceLimitX96: 1n })).toThrow(SimulationError)
  })
})

describe('createUniswapV3Adapter following Mint and Burn logs in core’s pool-state store', () => {
  it('a block with a swap, mints (new ticks, in range after the swap, out of range, beyond the loaded words) and burns (clearing a tick, thinning one) follows from its logs: no read, equal to a fresh read', async () => {
    const account = privateKeyToAccount(chain.accounts[3]!.privateKey)
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
    const send = async (request: Parameters<typeof wallet.writeContract>[0]) => {
      // Ample gas (all a HyperEVM fast block holds): a pool writes an oracle observation only in a block of a new second, so a bare estimate may fall short.
      const receipt = await waitForReceipt({
        client,
        hash: await wallet.writeContract({ gas: 2_000_000n, ...request } as typeof request),
        pollingIntervalMs: 50,
      })
      expect(receipt.status).toBe('success')
      return receipt
    }
    // A store on a counting client, its adapters tracking 2 words each side (a full-range position lies beyond them).
    const methods: string[] = []
    const counted = createPublicClient({
      transport: custom({
        request: ({ method, params }) => {
          methods.push(method)
          return client.request({ method, params } as never)
        },
      }),
    }) as PublicClient
    const narrow = adapters.map((adapter) => createUniswapV3Adapter({ ...adapter.config, wordRadius: 2 }))
    const store = createPoolStateStore({ chainId: chain.chainId, client: counted, registry: createSourceRegistry({ adapters: narrow }) })
    try {
      await store.sync()
      const target = store.snapshot().pools.find((s) => (s.data as UniswapV3PoolState).tickSpacing === 60) as PoolState<UniswapV3PoolState>
      const stateOf = () => store.snapshot().pools.find((s) => s.pool.address === target.pool.address) as PoolState<UniswapV3PoolState>
      const tracker = narrow.find((adapter) => adapter.id === target.pool.sourceId)!
      const config = configOf(chain.sources.find((s) => s.id === target.pool.sourceId)!)
      const [token0, token1] = target.pool.tokens
      const balance = (token: Address) => client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [account.address] })
      for (const token of [token0, token1])
        for (const spender of [config.positionManager!, config.swapRouter!])
          await send({ address: token, abi: erc20, functionName: 'approve', args: [spender, maxUint256], account, chain: null })
      const [balance0, balance1] = [await balance(token0), await balance(token1)]
      const mint = (tickLower: number, tickUpper: number) =>
        mintRequest({ positionManager: config.positionManager!, pool: target.pool, recipient: account.address, tickLower, tickUpper, balance0, balance1 })
      /** Syncs the store: one block's logs, no other request; the pool equals a fresh read at the block. */
      const follow = async (blockNumber: bigint) => {
        methods.length = 0
        const report = await store.sync()
        expect(report).toMatchObject({ blockNumber, kind: 'logs', changed: [target.pool.address], added: [] })
        expect(methods).toEqual(['eth_getBlockByNumber', 'eth_getLogs'])
        const [fresh] = await tracker.track({ client, pools: [target.pool], blockNumber })
        expect(stateOf().data).toEqual(fresh!.data)
        return stateOf().data
      }
      await store.sync()

      // Ticks no position uses yet, a whole number of spacings from the current tick's.
      const spacing = 60
      const { tick, tickTable } = stateOf().data
      const aligned = Math.floor(tick / spacing) * spacing
      const taken = new Set(tickTable.ticks)
      const fresh = (from: number, step: number) => {
        let t = from
        while (taken.has(t)) t += step
        taken.add(t)
        return t
      }
      // Two positions sharing a new lower tick, straddling the price: mints that initialise ticks.
      const [lowA, highA, highA2] = [fresh(aligned - 20 * spacing, -spacing), fresh(aligned + 40 * spacing, spacing), fresh(aligned + 50 * spacing, spacing)]
      const minted = await send({ ...mint(lowA, highA), account, chain: null })
      const [increased] = parseEventLogs({ abi: positionManager, logs: minted.logs, eventName: 'IncreaseLiquidity' })
      const { tokenId, liquidity: liquidityA } = increased!.args
      let data = await follow(minted.blockNumber)
      expect(entryOf(data, lowA)?.liquidityGross).toBe(liquidityA)
      expect(entryOf(data, highA)?.liquidityNet).toBe(-liquidityA)
      const minted2 = await send({ ...mint(lowA, highA2), account, chain: null })
      data = await follow(minted2.blockNumber)
      expect(entryOf(data, lowA)!.liquidityGross > liquidityA).toBe(true)

      // The block: a swap up past a new tick, then a mint from that tick (in range only after the
      // swap), a mint above the price (out of range), a full-range mint (its ticks beyond the
      // loaded words), and A burned whole (its upper tick cleared, its shared lower tick thinned).
      const before = stateOf()
      const lowB = fresh(aligned + spacing, spacing)
      let amountIn = 10n ** 6n
      const after = () => createUniswapV3Simulator({ state: before }).clone()
      for (; ; amountIn *= 2n) {
        const simulator = after()
        simulator.swapExactIn({ tokenIn: token1, amountIn })
        if (simulator.slot().tick >= lowB) break
      }
      expect(amountIn < balance1 / 10n).toBe(true)
      const [highB, lowC, highC] = [fresh(lowB + 5 * spacing, spacing), fresh(highA2 + spacing, spacing), fresh(highA2 + 4 * spacing, spacing)]
      const full = [Math.ceil(MIN_TICK / spacing) * spacing, Math.floor(MAX_TICK / spacing) * spacing] as const
      await client.request({ method: 'evm_setAutomine' as never, params: [false] as never })
      let mined: bigint
      try {
        let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
        const queue = (request: Parameters<typeof wallet.writeContract>[0]) => wallet.writeContract({ ...request, gas: 1_000_000n, nonce: nonce++ } as never)
        const hashes: Hex[] = [
          await queue({
            address: config.swapRouter!,
            abi: swapRouter,
            functionName: 'exactInputSingle',
            args: [
              {
                tokenIn: token1,
                tokenOut: token0,
                fee: target.pool.fee,
                recipient: account.address,
                deadline: 2n ** 40n,
                amountIn,
                amountOutMinimum: 0n,
                sqrtPriceLimitX96: 0n,
              },
            ],
            account,
            chain: null,
          }),
          await queue({ ...mint(lowB, highB), account, chain: null }),
          await queue({ ...mint(lowC, highC), account, chain: null }),
          await queue({ ...mint(...full), account, chain: null }),
          await queue({
            address: config.positionManager!,
            abi: positionManager,
            functionName: 'decreaseLiquidity',
            args: [{ tokenId, liquidity: liquidityA, amount0Min: 0n, amount1Min: 0n, deadline: 2n ** 40n }],
            account,
            chain: null,
          }),
        ]
        await client.request({ method: 'evm_mine' as never })
        const receipts = await Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
        expect(receipts.map((r) => r.status)).toEqual(hashes.map(() => 'success'))
        mined = receipts[0]!.blockNumber
        expect(receipts.every((r) => r.blockNumber === mined)).toBe(true)
        expect(receipts.map((r) => r.logs.filter((log) => log.address.toLowerCase() === target.pool.address.toLowerCase()).length)).toEqual([1, 1, 1, 1, 1])
      } finally {
        await client.request({ method: 'evm_setAutomine' as never, params: [true] as never })
      }
      data = await follow(mined)
      expect(data.tick >= lowB && data.tick < highB).toBe(true)
      expect(before.data.tick < lowB).toBe(true)
      for (const t of [lowB, highB, lowC, highC]) expect(entryOf(data, t), `tick ${t}`).toBeDefined()
      expect(entryOf(data, highA)).toBeUndefined()
      expect(entryOf(data, lowA)?.liquidityGross).toBe(entryOf(before.data, lowA)!.liquidityGross - liquidityA)
      for (const t of full) expect(Math.floor(t / spacing) >> 8 < data.minWord || Math.floor(t / spacing) >> 8 > data.maxWord).toBe(true)
    } finally {
      await store.stop()
    }
  })

  it('a read at the newest block answered from the live state of the next one (Anvil while it mines) is read anew, not added to again from its Mint log', async () => {
    // Anvil answers a read at its newest block from its live state; a block mined meanwhile is in
    // the answer. The timing cannot be caused on demand, so this client makes it happen: the first
    // read of the sync waits for a mint to be mined, then every read at the old head goes to 'latest'.
    const account = privateKeyToAccount(chain.accounts[2]!.privateKey)
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
    const send = async (request: Parameters<typeof wallet.writeContract>[0]) => {
      // Ample gas (all a HyperEVM fast block holds): a pool writes an oracle observation only in a block of a new second, so a bare estimate may fall short.
      const receipt = await waitForReceipt({
        client,
        hash: await wallet.writeContract({ gas: 2_000_000n, ...request } as typeof request),
        pollingIntervalMs: 50,
      })
      expect(receipt.status).toBe('success')
      return receipt
    }
    const pools = await trackAll(await client.getBlockNumber())
    const target = pools.find((s) => s.data.tickSpacing === 60)!
    const config = configOf(chain.sources.find((s) => s.id === target.pool.sourceId)!)
    const [token0, token1] = target.pool.tokens
    for (const token of [token0, token1])
      await send({ address: token, abi: erc20, functionName: 'approve', args: [config.positionManager!, maxUint256], account, chain: null })
    const [balance0, balance1] = await Promise.all(
      [token0, token1].map((token) => client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [account.address] })),
    )
    const aligned = Math.floor(target.data.tick / 60) * 60
    const mint = () =>
      wallet.writeContract({
        ...mintRequest({
          positionManager: config.positionManager!,
          pool: target.pool,
          recipient: account.address,
          tickLower: aligned - 600,
          tickUpper: aligned + 600,
          balance0: balance0!,
          balance1: balance1!,
        }),
        // Ample gas: a mint's gas depends on the block's second (an oracle write), so no estimate.
        gas: 1_000_000n,
        account,
        chain: null,
      })

    let race: { head: Hex; mined?: Promise<bigint> } | undefined
    const racing = createPublicClient({
      transport: custom({
        request: async ({ method, params }) => {
          if (race && method === 'eth_call' && (params as unknown[])[1] === race.head) {
            race.mined ??= mint().then(async (hash) => {
              const receipt = await waitForReceipt({ client, hash, pollingIntervalMs: 20 })
              if (receipt.status !== 'success') throw new Error('The mint reverted.')
              return receipt.blockNumber
            })
            await race.mined
            return client.request({ method, params: [(params as unknown[])[0], 'latest'] } as never)
          }
          return client.request({ method, params } as never)
        },
      }),
    }) as PublicClient
    const store = createPoolStateStore({ chainId: chain.chainId, client: racing, registry: createSourceRegistry({ adapters }) })
    try {
      race = { head: `0x${(await client.getBlockNumber()).toString(16)}` }
      const first = await store.sync()
      expect(race.mined).toBeDefined()
      const minedAt = await race.mined!
      race = undefined
      expect(minedAt).toBe(first.blockNumber + 1n)
      const stateOf = () => store.snapshot().pools.find((s) => s.pool.address === target.pool.address) as PoolState<UniswapV3PoolState>
      // The read at the old head holds the mint (the node's answer), so the next block's Mint log must not be added to it.
      const [atHead] = await adapters.find((adapter) => adapter.id === target.pool.sourceId)!.track({ client, pools: [target.pool], blockNumber: minedAt })
      expect(stateOf().data.liquidity).toBe(atHead!.data.liquidity)
      const report = await store.sync()
      expect(report).toMatchObject({ blockNumber: minedAt, kind: 'logs' })
      expect(report.changed).toContain(target.pool.address)
      expect(stateOf().data).toEqual(atHead!.data)
    } finally {
      race = undefined
      await store.stop()
    }
  })
})

/** A position manager mint into `pool` between the ticks, of a thousandth of the given balances. */
/** The state's entry of an initialised tick, `undefined` for one that is not. */
function entryOf(data: UniswapV3PoolState, tick: number) {
  return findTickTableEntry({ table: data.tickTable, tick })
}

function mintRequest(parameters: {
  positionManager: Address
  pool: PoolState['pool']
  recipient: Address
  tickLower: number
  tickUpper: number
  balance0: bigint
  balance1: bigint
}) {
  const { balance0, balance1, ...rest } = parameters
  return {
    address: parameters.positionManager,
    abi: positionManager,
    functionName: 'mint',
    args: [uniswapV3MintParameters({ ...rest, amount0: balance0 / 1000n, amount1: balance1 / 1000n })],
  } as const
}

/** A sandbox source's config, as this plugin reads it. */
function configOf(source: { config: unknown }) {
  return uniswapV3Plugin.parseConfig(source.config)
}
