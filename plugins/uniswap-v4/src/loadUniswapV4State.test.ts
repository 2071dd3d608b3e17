import {
  createChainEngine,
  createPoolStateStore,
  createSourceAdapters,
  createSourceRegistry,
  createTokenCache,
  type PoolState,
  StateNotLoadedError,
  splitMulticallTransport,
  waitForReceipt,
} from '@sluice/core'
import { type ChainManifest, type Sandbox, sandboxChains, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, erc20Abi, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUniswapV4Simulator } from './createUniswapV4Simulator.js'
import type { UniswapV4PoolState } from './UniswapV4PoolState.js'
import { uniswapV4Plugin } from './uniswapV4Plugin.js'

let sandbox: Sandbox
let chain: ChainManifest
let client: PublicClient

beforeAll(async () => {
  // 999 without HyperEVM's block gas limit: the reference reads here (the reference state read with
  // every tick word, in one extsload) take more gas than a 2M call may; the pool math does not
  // depend on it, and the engine's own reads at 2M are covered by blockGas and the V3 tests.
  sandbox = await startSandbox({ plugins: [uniswapV4Plugin], chains: [999], blockGasLimits: { 999: null } })
  chain = sandbox.manifest.chains[0]!
  // Multicall reads split to fit a call's gas (999: the 2M block gas limit), as the server's are.
  client = createPublicClient({
    transport: splitMulticallTransport({ transport: http(chain.rpcUrl), multicall3: chain.multicall3 }),
    cacheTime: 0,
  }) as PublicClient
})
afterAll(() => sandbox?.stop())

/** The server's default for the chain: the real chain's block gas limit (999: HyperEVM's 2M), which the sandbox's chain runs with. */
const blockGasLimit = () => sandboxChains.find((known) => known.chainId === chain.chainId)!.blockGasLimit
const tokenOf = (symbol: string) => chain.tokens.find((token) => token.symbol === symbol)!
const balanceOf = (token: Address, owner: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const wordOf = (state: PoolState<UniswapV4PoolState>, tick: number) => Math.floor(tick / state.data.tickSpacing) >> 8
/** The V4 source of the sandbox chain reading `wordRadius` bitmap words on each side of the current tick's. */
const registryOf = (wordRadius: number) =>
  createSourceRegistry({
    adapters: createSourceAdapters({
      plugins: [uniswapV4Plugin],
      sources: chain.sources
        .filter((source) => source.kind === uniswapV4Plugin.kind)
        .map((source) => ({ ...source, config: { ...(source.config as object), wordRadius } })),
      chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
      executors: chain.contracts?.executors,
    }),
  })

// The engine on a V4 source that reads only the current tick's bitmap word: a large order on the
// tick-spacing-1 kHYPE/WHYPE pool walks beyond it; the store loads the words the simulator asks
// for (the adapter's loadState, from the PoolManager's storage) and the quote runs again.
it('a large V4 order crossing the loaded words is quoted through them and executes exactly as quoted', async () => {
  const [tokenIn, tokenOut] = [tokenOf('kHYPE'), tokenOf('WHYPE')]
  const registry = registryOf(0)
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
      stableTokens: [tokenOut.address],
      router: chain.contracts!.router,
      swapDeadlineSeconds: 600,
      blockGasLimit: blockGasLimit(),
    },
    client,
    registry,
    store,
    tokenCache,
  })
  try {
    const isPool = (state: PoolState) => state.pool.fee === 100 && state.pool.tokens.every((token) => [tokenIn.address, tokenOut.address].includes(token))
    const narrow = store.snapshot().pools.find(isPool) as PoolState<UniswapV4PoolState>
    expect(narrow.data.tickSpacing).toBe(1)
    expect(narrow.data.maxWord).toBe(narrow.data.minWord)
    // The same pool with every word its swaps can read, as the reference.
    const [full] = (await registryOf(4096)
      .get(narrow.pool.sourceId)
      .track({ client, pools: [narrow.pool], blockNumber: store.snapshot().blockNumber })) as PoolState<UniswapV4PoolState>[]
    const endWord = (amountIn: bigint) => {
      const simulator = createUniswapV4Simulator({ state: full! })
      expect(simulator.swapExactIn({ tokenIn: tokenIn.address, amountIn }).amountIn).toBe(amountIn)
      return wordOf(full!, simulator.slot().tick)
    }
    // An order whose swap through that pool alone ends beyond the word read; the narrow state refuses it.
    let amount = 1_000n * 10n ** BigInt(tokenIn.decimals)
    while (endWord(amount) === narrow.data.minWord) amount = (amount * 9n) / 8n
    expect(() => createUniswapV4Simulator({ state: narrow }).quoteExactIn({ tokenIn: tokenIn.address, amountIn: amount })).toThrow(StateNotLoadedError)

    const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts[0]!.privateKey), transport: http(chain.rpcUrl) })
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
    const steps = swap.quote.route.paths.flatMap((path) => path.steps).filter((step) => step.pool.id === narrow.pool.id)
    expect(steps.length).toBeGreaterThan(0)
    expect(endWord(steps.reduce((sum, step) => sum + step.amountIn, 0n))).not.toBe(narrow.data.minWord)
    const widened = store.snapshot().pools.find(isPool) as PoolState<UniswapV4PoolState>
    expect(widened.data.maxWord - widened.data.minWord).toBeGreaterThan(0)
    expect(widened.data.tickTable.ticks.length).toBeGreaterThan(narrow.data.tickTable.ticks.length)

    // Executed: the balances move by exactly the quote.
    const before = await Promise.all([balanceOf(tokenIn.address, user), balanceOf(tokenOut.address, user)])
    for (const transaction of swap.transactions) {
      // A fixed limit, not viem's bare estimate, as the other pool tests send swaps: an estimate leaves no room for state written only in a block of a new second.
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
