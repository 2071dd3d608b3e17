import {
  createChainEngine,
  createPoolStateStore,
  createQuoteWorkers,
  createTokenCache,
  listPositionManagers,
  type PoolState,
  type SourceRegistry,
  StateNotLoadedError,
  splitMulticallTransport,
  waitForReceipt,
} from '@sluice/core'
import { type ChainManifest, type Sandbox, sandboxChains, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, erc20Abi, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUniswapV3Simulator } from './createUniswapV3Simulator.js'
import { createSandboxV3Registry } from './loadUniswapV3State.fixture.js'
import { uniswapV3PositionSupport } from './positions/uniswapV3PositionSupport.js'
import type { UniswapV3PoolState } from './UniswapV3PoolState.js'
import { uniswapV3Plugin } from './uniswapV3Plugin.js'

let sandbox: Sandbox
let chain: ChainManifest
let client: PublicClient

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: [uniswapV3Plugin], chains: [999] })
  chain = sandbox.manifest.chains[0]!
  // Multicall reads split to fit a call's gas (999: the 2M block gas limit), as the server's are.
  client = createPublicClient({
    transport: splitMulticallTransport({ transport: http(chain.rpcUrl), multicall3: chain.multicall3 }),
    cacheTime: 0,
    pollingInterval: 100,
  }) as PublicClient
})
afterAll(() => sandbox?.stop())

/** The server's default for the chain: the real chain's block gas limit (999: HyperEVM's 2M), which the sandbox's chain runs with. */
const blockGasLimit = () => sandboxChains.find((known) => known.chainId === chain.chainId)!.blockGasLimit
const tokenOf = (symbol: string) => chain.tokens.find((token) => token.symbol === symbol)!
const balanceOf = (token: Address, owner: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const wordOf = (state: PoolState<UniswapV3PoolState>, tick: number) => Math.floor(tick / state.data.tickSpacing) >> 8

// The engine on V3 sources that read only the current tick's bitmap word: a large order on the
// tick-spacing-1 USDe/USDT0 pool walks beyond it; the store loads the words the simulator asks
// for and the quote runs again. On the main thread, then on a quote worker thread.
describe.each([
  { where: 'main thread', threads: 0, account: 0, sell: 'USDe', buy: 'USDT0' },
  { where: 'quote worker', threads: 1, account: 1, sell: 'USDT0', buy: 'USDe' },
])('V3 ticks on demand ($where)', ({ threads, account, sell, buy }) => {
  it('a large order crossing the loaded words is quoted through them and executes exactly as quoted', async () => {
    const [tokenIn, tokenOut] = [tokenOf(sell), tokenOf(buy)]
    const registry = createSandboxV3Registry({ chain, wordRadius: 0 })
    const store = createPoolStateStore({ chainId: chain.chainId, client, registry })
    const tokenCache = createTokenCache({
      chainId: chain.chainId,
      client,
      nativeCurrency: { symbol: 'HYPE', name: 'HYPE', decimals: 18 },
      multicall3: chain.multicall3,
    })
    const workers = threads
      ? createQuoteWorkers({
          registry: {
            module: new URL('./loadUniswapV3State.fixture.ts', import.meta.url).href,
            export: 'createSandboxV3Registry',
            input: { chain, wordRadius: 0 },
          },
          size: threads,
        })
      : undefined
    await workers?.ready()
    const engine = await createChainEngine({
      chain: {
        chainId: chain.chainId,
        name: chain.name,
        wrappedNative: chain.wrappedNative,
        stableTokens: [tokenOf('USDT0').address],
        router: chain.contracts!.router,
        swapDeadlineSeconds: 600,
        blockGasLimit: blockGasLimit(),
      },
      client,
      registry,
      store,
      tokenCache,
      workers,
    })
    try {
      const isPool = (state: PoolState) => state.pool.fee === 100 && state.pool.tokens.every((token) => [tokenIn.address, tokenOut.address].includes(token))
      const narrow = store.snapshot().pools.find(isPool) as PoolState<UniswapV3PoolState>
      expect(narrow.data.tickSpacing).toBe(1)
      expect(narrow.data.maxWord).toBe(narrow.data.minWord)
      // The same pool with every word its swaps can read, as the reference.
      const [full] = (await createSandboxV3Registry({ chain, wordRadius: 1 << 14 })
        .get(narrow.pool.sourceId)
        .track({ client, pools: [narrow.pool], blockNumber: store.snapshot().blockNumber })) as PoolState<UniswapV3PoolState>[]
      const endWord = (amountIn: bigint) => {
        const simulator = createUniswapV3Simulator({ state: full! })
        const { amountIn: taken } = simulator.swapExactIn({ tokenIn: tokenIn.address, amountIn })
        expect(taken).toBe(amountIn)
        return wordOf(full!, simulator.slot().tick)
      }
      // An order whose swap through that pool alone ends beyond the word read (and within the
      // pool's liquidity); the narrow state refuses it.
      let amount = 100_000n * 10n ** BigInt(tokenIn.decimals)
      while (endWord(amount) === narrow.data.minWord) amount = (amount * 9n) / 8n
      expect(() => createUniswapV3Simulator({ state: narrow }).quoteExactIn({ tokenIn: tokenIn.address, amountIn: amount })).toThrow(StateNotLoadedError)

      const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts[account]!.privateKey), transport: http(chain.rpcUrl) })
      const user = wallet.account.address
      expect(await balanceOf(tokenIn.address, user)).toBeGreaterThan(amount)
      const swap = await engine.swap({
        mode: 'sell',
        tokenIn: tokenIn.address,
        tokenOut: tokenOut.address,
        amount,
        slippage: 0.01,
        userAddress: user,
        approveMax: false,
      })

      // The route goes through the pool beyond the word read at first: the store loaded more.
      const steps = swap.quote.route.paths.flatMap((path) => path.steps).filter((step) => step.pool.address === narrow.pool.address)
      expect(steps.length).toBeGreaterThan(0)
      expect(endWord(steps.reduce((sum, step) => sum + step.amountIn, 0n))).not.toBe(narrow.data.minWord)
      const widened = store.snapshot().pools.find(isPool) as PoolState<UniswapV3PoolState>
      expect(widened.data.maxWord - widened.data.minWord).toBeGreaterThan(0)

      // Executed: the balances move by exactly the quote.
      const before = await Promise.all([balanceOf(tokenIn.address, user), balanceOf(tokenOut.address, user)])
      for (const transaction of swap.transactions) {
        // Ample gas (all a HyperEVM fast block holds): a pool writes an oracle observation only in a block of a new second, so a bare estimate may fall short.
        const hash = await wallet.sendTransaction({ to: transaction.to, data: transaction.data, value: transaction.value, gas: 2_000_000n, chain: null })
        expect((await waitForReceipt({ client: client, hash })).status).toBe('success')
      }
      const after = await Promise.all([balanceOf(tokenIn.address, user), balanceOf(tokenOut.address, user)])
      expect(before[0] - after[0]).toBe(swap.quote.amountIn)
      expect(after[1] - before[1]).toBe(swap.quote.amountOut)
      expect(swap.quote.amountIn).toBe(amount)
    } finally {
      await engine.close()
    }
  })
})

// A zap whose leg from kHYPE to WHYPE needs the spacing-1 pool's words beyond the one read: the
// engine loads them as for a quote, and the position gets exactly the liquidity quoted.
it('a zap whose swap crosses the loaded words is quoted through them and mints exactly the liquidity quoted', async () => {
  const registry: SourceRegistry = createSandboxV3Registry({ chain, wordRadius: 0 })
  const store = createPoolStateStore({ chainId: chain.chainId, client, registry })
  const tokenCache = createTokenCache({
    chainId: chain.chainId,
    client,
    nativeCurrency: { symbol: 'HYPE', name: 'HYPE', decimals: 18 },
    multicall3: chain.multicall3,
  })
  const engine = await createChainEngine({
    chain: {
      chainId: chain.chainId,
      name: chain.name,
      wrappedNative: chain.wrappedNative,
      stableTokens: [tokenOf('USDT0').address],
      router: chain.contracts!.router,
      swapLogic: chain.contracts!.swapLogic,
      positionManagers: listPositionManagers({ plugins: [uniswapV3Plugin], sources: chain.sources }),
      swapDeadlineSeconds: 600,
      blockGasLimit: blockGasLimit(),
    },
    client,
    registry,
    store,
    tokenCache,
  })
  try {
    const [khype, usdt0, whype] = [tokenOf('kHYPE'), tokenOf('USDT0'), tokenOf('WHYPE')]
    const narrow = store
      .snapshot()
      .pools.find(
        (state) => state.pool.fee === 100 && [khype.address, whype.address].every((token) => state.pool.tokens.includes(token)),
      ) as PoolState<UniswapV3PoolState>
    const target = store
      .snapshot()
      .pools.find(
        (state) => state.pool.fee === 500 && [whype.address, usdt0.address].every((token) => state.pool.tokens.includes(token)),
      ) as PoolState<UniswapV3PoolState>
    const source = chain.sources.find((s) => s.id === target.pool.sourceId)!
    const positionManager = (source.config as { positionManager: Address }).positionManager
    const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts[2]!.privateKey), transport: http(chain.rpcUrl) })
    const user = wallet.account.address
    const spacing = target.data.tickSpacing
    const center = Math.floor(target.data.tick / spacing) * spacing
    // An amount whose sale through the narrow pool alone ends beyond the word read, in full: both
    // legs (kHYPE to WHYPE, and on to USDT0) go through that pool, the only kHYPE one here.
    const [full] = (await createSandboxV3Registry({ chain, wordRadius: 1 << 14 })
      .get(narrow.pool.sourceId)
      .track({ client, pools: [narrow.pool], blockNumber: store.snapshot().blockNumber })) as PoolState<UniswapV3PoolState>[]
    const endsBeyond = (amount: bigint) => {
      const simulator = createUniswapV3Simulator({ state: full! })
      expect(simulator.swapExactIn({ tokenIn: khype.address, amountIn: amount }).amountIn).toBe(amount)
      return wordOf(full!, simulator.slot().tick) !== narrow.data.minWord
    }
    let crossing = 1_000n * 10n ** BigInt(khype.decimals)
    while (!endsBeyond(crossing)) crossing = (crossing * 9n) / 8n
    const amountIn = crossing
    expect(await balanceOf(khype.address, user)).toBeGreaterThan(amountIn)
    const zap = await engine.zap!({
      userAddress: user,
      tokenIn: khype.address,
      amountIn,
      poolAddress: target.pool.address,
      positionManager,
      tickLower: center - 50 * spacing,
      tickUpper: center + 50 * spacing,
      slippage: 0.01,
      stake: false,
      approveMax: false,
      constraints: [],
    })
    // The leg went through the narrow pool beyond the word read at first: the store loaded more.
    expect(zap.quote.routes.some((route) => route.paths.some((path) => path.steps.some((step) => step.pool.address === narrow.pool.address)))).toBe(true)
    const widened = store.snapshot().pools.find((state) => state.pool.address === narrow.pool.address) as PoolState<UniswapV3PoolState>
    expect(widened.data.maxWord - widened.data.minWord).toBeGreaterThan(0)

    let receipt: Awaited<ReturnType<typeof client.waitForTransactionReceipt>> | undefined
    for (const transaction of zap.transactions) {
      // Ample gas, as above: a bare estimate may miss an oracle write in a block of a new second.
      const hash = await wallet.sendTransaction({ to: transaction.to, data: transaction.data, value: transaction.value, gas: 2_000_000n, chain: null })
      receipt = await waitForReceipt({ client: client, hash })
      expect(receipt.status).toBe('success')
    }
    // The minted position (the manager's Transfer from zero to the user) holds the liquidity quoted.
    const minted = receipt!.logs.find(
      (log) =>
        log.address.toLowerCase() === positionManager.toLowerCase() &&
        log.topics.length === 4 &&
        BigInt(log.topics[1]!) === 0n &&
        BigInt(log.topics[2]!) === BigInt(user),
    )!
    const position = await uniswapV3PositionSupport.readPosition({
      client,
      positionManager,
      tokenId: BigInt(minted.topics[3]!),
      blockNumber: receipt!.blockNumber,
    })
    expect(position.liquidity).toBe(zap.quote.liquidity)
  } finally {
    await engine.close()
  }
})
