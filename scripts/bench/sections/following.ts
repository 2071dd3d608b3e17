import { createPoolStateStore, createSourceRegistry, type PoolStateStore, splitMulticallTransport, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV3MintParameters } from '@sluice/plugin-uniswap-v3'
import { BIG_BLOCK_GAS, type ChainManifest, fixtureWorlds, type PoolEntry, scaledFixtureWorld, startSandbox, withPluginWorlds } from '@sluice/sandbox'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseEventLogs,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { configOf } from '../../../test/support/configOf.js'
import { sandboxAdapters } from '../../../test/support/sandboxAdapters.js'
import { waitFor } from '../../../test/support/waitFor.js'
import type { BenchRow, BenchSection } from '../BenchSection.js'

/** `SLUICE_BENCH_FOLLOWING_POOLS` overrides it, for a quick run. */
const POOLS = Number(process.env.SLUICE_BENCH_FOLLOWING_POOLS ?? 10_000)
/** Pools changed per measured block: 40 V2 pairs and 10 V3 pools. */
const V2_CHANGES = 40
const V3_CHANGES = 10
/** Of the V3 pools, those that also get liquidity each block: a new position, and the previous block's burnt. */
const V3_LIQUIDITY_CHANGES = 5
const BLOCKS = 5

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data)',
])
const swapRouterAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])
const v3PoolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
])
const positionManagerAbi = parseAbi([
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params) payable returns (uint256 amount0, uint256 amount1)',
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])

/**
 * Following the chain at scale: a 10,000-pool world on chain 999 (the fixture world grown with
 * `scaledFixtureWorld`: 45% on each Uniswap V2 deployment, 10% on Uniswap V3), built cold into
 * Anvil; the pool-state store's cold sync (time, RPC requests); then blocks in which 50 pools
 * change (40 V2 swaps, 10 V3 swaps, 5 of those V3 pools also given a new position and their
 * previous block's position burnt, mined together with automine off and `evm_mine`): requests
 * and time per block through the new-head subscription and by polling, and the time from
 * `evm_mine` returning to the store's block advancing. Requests are counted in a custom viem
 * transport in front of the node; subscription notifications are not requests.
 */
export const followingSection: BenchSection = {
  name: 'following',
  async run() {
    const world = scaledFixtureWorld({
      base: withPluginWorlds({ world: fixtureWorlds[999]!, chainId: 999, plugins: defaultSourcePlugins }),
      pools: POOLS,
      sources: [
        { id: 1, share: 45 },
        { id: 2, share: 45 },
        { id: 3, share: 10 },
      ],
      seed: 14,
    })
    const buildStarted = performance.now()
    // A measured block holds 50 pools' swaps and mints (several million gas): HyperEVM's big blocks
    // (30M), not its 2M fast blocks, which would spread them over several blocks.
    const sandbox = await startSandbox({
      plugins: defaultSourcePlugins,
      chains: [999],
      worlds: { 999: world },
      cacheDir: false,
      blockGasLimits: { 999: BIG_BLOCK_GAS },
    })
    const buildMs = performance.now() - buildStarted
    const stores: PoolStateStore[] = []
    try {
      const chain = sandbox.manifest.chains[0]!
      const direct = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 60_000 }), pollingInterval: 20 }) as PublicClient
      let requests = 0
      // Multicall reads split to fit a call's gas (999: the 2M block gas limit), as the server's are; each part counted.
      const counted = createPublicClient({
        transport: splitMulticallTransport({
          transport: custom({
            request: ({ method, params }) => {
              requests++
              return direct.request({ method, params } as never)
            },
          }),
          multicall3: chain.multicall3,
        }),
      }) as PublicClient
      const registry = createSourceRegistry({ adapters: sandboxAdapters({ chain }) })
      const newStore = (webSocketUrl?: string) => {
        const store = createPoolStateStore({ chainId: chain.chainId, client: counted, registry, webSocketUrl, pollingInterval: 60_000 })
        stores.push(store)
        return store
      }

      // Cold sync.
      const polled = newStore()
      requests = 0
      const coldStarted = performance.now()
      const cold = await polled.sync()
      const coldMs = performance.now() - coldStarted
      const coldRequests = requests

      const subscribed = newStore(chain.rpcUrl.replace(/^http/, 'ws'))
      await subscribed.start()
      const swaps = await prepareSwaps({ chain, direct })
      await direct.request({ method: 'anvil_mine' as never, params: ['0x1'] as never })
      const head = await direct.getBlockNumber({ cacheTime: 0 })
      await waitFor({
        what: 'the store to follow by subscription',
        probe: () => subscribed.health().following === 'subscription' && subscribed.health().blockNumber === head,
        intervalMs: 0,
      })
      await polled.sync()

      const perBlock: { subscriptionRequests: number; subscriptionMs: number; latencyMs: number; pollRequests: number; pollMs: number; changed: number }[] = []
      for (let block = 0; block < BLOCKS; block++) {
        const { blockNumber: target, hashes } = await swaps.queue()
        requests = 0
        const mined = performance.now()
        await direct.request({ method: 'evm_mine' as never })
        const returned = performance.now()
        await waitFor({ what: `the store to reach block ${target}`, probe: () => subscribed.health().blockNumber === target, intervalMs: 0 })
        const advanced = performance.now()
        const subscriptionRequests = requests
        requests = 0
        const pollStarted = performance.now()
        const report = await polled.sync()
        const pollMs = performance.now() - pollStarted
        const receipts = await Promise.all(hashes.map((hash) => direct.getTransactionReceipt({ hash })))
        if (receipts.some((receipt) => receipt.status !== 'success' || receipt.blockNumber !== target)) throw new Error('a benchmark swap failed')
        if (report.blockNumber !== target) throw new Error(`expected block ${target}, synced ${report.blockNumber}`)
        perBlock.push({
          subscriptionRequests,
          subscriptionMs: advanced - mined,
          latencyMs: advanced - returned,
          pollRequests: requests,
          pollMs,
          changed: report.changed.length,
        })
      }
      const max = (pick: (row: (typeof perBlock)[number]) => number) => Math.max(...perBlock.map(pick))
      const median = (pick: (row: (typeof perBlock)[number]) => number) => {
        const sorted = perBlock.map(pick).sort((a, b) => a - b)
        return sorted[Math.floor(sorted.length / 2)]!
      }
      const rows: BenchRow[] = [
        { metric: 'world: pools', value: cold.added.length },
        { metric: 'world: cold build into Anvil', value: buildMs / 1000, unit: 's', target: '<= 120' },
        { metric: 'cold sync', value: coldMs, unit: 'ms' },
        { metric: 'cold sync RPC requests', value: coldRequests },
        { metric: `pools changed per block (${BLOCKS} blocks)`, value: median((r) => r.changed) },
        { metric: 'per block, subscription: RPC requests (max)', value: max((r) => r.subscriptionRequests), target: '<= 3' },
        {
          metric: 'per block, subscription: evm_mine sent to new state, mining included (median / max)',
          value: `${fmt(median((r) => r.subscriptionMs))} / ${fmt(max((r) => r.subscriptionMs))}`,
          unit: 'ms',
        },
        {
          metric: 'new block to quote latency (median / max)',
          value: `${fmt(median((r) => r.latencyMs))} / ${fmt(max((r) => r.latencyMs))}`,
          unit: 'ms',
          target: '<= 50',
        },
        { metric: 'per block, polling: RPC requests (max)', value: max((r) => r.pollRequests), target: '<= 3' },
        {
          metric: 'per block, polling: sync time (median / max)',
          value: `${fmt(median((r) => r.pollMs))} / ${fmt(max((r) => r.pollMs))}`,
          unit: 'ms',
          target: '<= 50',
        },
      ]
      return {
        rows,
        fields: {
          followingPools: cold.added.length,
          followingBuildSeconds: Number((buildMs / 1000).toFixed(1)),
          followingColdSyncMs: Math.round(coldMs),
          followingColdSyncRequests: coldRequests,
          followingChangedPerBlock: median((r) => r.changed),
          followingSubscriptionRequestsMax: max((r) => r.subscriptionRequests),
          followingSubscriptionMsMedian: Number(median((r) => r.subscriptionMs).toFixed(1)),
          followingSubscriptionMsMax: Number(max((r) => r.subscriptionMs).toFixed(1)),
          followingLatencyMsMedian: Number(median((r) => r.latencyMs).toFixed(1)),
          followingLatencyMsMax: Number(max((r) => r.latencyMs).toFixed(1)),
          followingPollRequestsMax: max((r) => r.pollRequests),
          followingPollMsMedian: Number(median((r) => r.pollMs).toFixed(1)),
          followingPollMsMax: Number(max((r) => r.pollMs).toFixed(1)),
        },
      }
    } finally {
      await Promise.all(stores.map((store) => store.stop()))
      await sandbox.stop()
    }
  },
}

function fmt(ms: number): string {
  return ms.toFixed(1)
}

/**
 * Swaps on 40 of the scaled world's V2 pairs and 10 of its V3 pools, and on 5 of those V3 pools a
 * mint around the price (mostly new ticks) and a burn of the previous round's position (ticks
 * cleared), queued with automine off; `queue()` sends one round and returns the block
 * `evm_mine` will make.
 */
async function prepareSwaps({ chain, direct }: { chain: ChainManifest; direct: PublicClient }) {
  const account = privateKeyToAccount(chain.accounts[0]!.privateKey)
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const scaled = (pool: PoolEntry) => pool.tokens.every((token) => chain.tokens.find((t) => t.address === token)?.symbol.startsWith('S') ?? false)
  // The fixture world's sources 1 and 2 are Uniswap V2 deployments, 3 a Uniswap V3 one.
  const v2 = chain.pools.filter((pool) => (pool.sourceId === 1 || pool.sourceId === 2) && scaled(pool)).slice(0, V2_CHANGES)
  const v3Source = chain.sources.find((source) => source.id === 3)!
  const swapRouter = configOf(v3Source).swapRouter!
  const v3 = chain.pools.filter((pool) => pool.sourceId === v3Source.id && scaled(pool)).slice(0, V3_CHANGES)
  const positionManager = configOf(v3Source).positionManager!
  const tickSpacingOf = (pool: PoolEntry) => configOf(v3Source).feeTiers!.find((tier) => tier.fee === pool.fee)!.tickSpacing
  const balances = new Map<Address, bigint>()
  for (const token of new Set(v3.flatMap((pool) => pool.tokens))) {
    for (const spender of [swapRouter, positionManager]) {
      const hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256], chain: null })
      await waitForReceipt({ client: direct, hash })
    }
    balances.set(token, await direct.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] }))
  }
  await direct.request({ method: 'evm_setAutomine' as never, params: [false] as never })
  let round = 0
  /** The previous round's mints: their positions are burnt in the next. */
  let mints: Hex[] = []
  return {
    async queue(): Promise<{ blockNumber: bigint; hashes: Hex[] }> {
      round++
      const positions = (await Promise.all(mints.map((hash) => direct.getTransactionReceipt({ hash })))).flatMap((receipt) =>
        parseEventLogs({ abi: positionManagerAbi, logs: receipt.logs, eventName: 'IncreaseLiquidity' }).map((event) => event.args),
      )
      let nonce = await direct.getTransactionCount({ address: account.address, blockTag: 'pending' })
      const send = (to: Address, call: { abi: Abi; functionName: string; args: readonly unknown[] }, gas = 400_000n) =>
        wallet.sendTransaction({
          to,
          data: encodeFunctionData(call),
          chain: null,
          gas,
          nonce: nonce++,
          maxFeePerGas: 10n ** 11n,
          maxPriorityFeePerGas: 0n,
        })
      const hashes: Hex[] = []
      for (const pool of v2) {
        const [reserve0, reserve1] = await direct.readContract({ address: pool.address, abi: pairAbi, functionName: 'getReserves' })
        // Alternate directions so prices wander rather than drift.
        const zeroForOne = round % 2 === 1
        const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]
        const amountIn = reserveIn / 1000n
        const amountOut = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
        hashes.push(await send(pool.tokens[zeroForOne ? 0 : 1], { abi: erc20Abi, functionName: 'transfer', args: [pool.address, amountIn] }))
        hashes.push(
          await send(pool.address, {
            abi: pairAbi,
            functionName: 'swap',
            args: zeroForOne ? [0n, amountOut, account.address, '0x'] : [amountOut, 0n, account.address, '0x'],
          }),
        )
      }
      for (const pool of v3) {
        const [tokenIn, tokenOut] = round % 2 === 1 ? pool.tokens : [pool.tokens[1], pool.tokens[0]]
        hashes.push(
          await send(swapRouter, {
            abi: swapRouterAbi,
            functionName: 'exactInputSingle',
            args: [
              {
                tokenIn,
                tokenOut,
                fee: pool.fee,
                recipient: account.address,
                deadline: 2n ** 40n,
                amountIn: 10n ** 15n,
                amountOutMinimum: 0n,
                sqrtPriceLimitX96: 0n,
              },
            ],
          }),
        )
      }
      mints = []
      for (const pool of v3.slice(0, V3_LIQUIDITY_CHANGES)) {
        const [, tick] = await direct.readContract({ address: pool.address, abi: v3PoolAbi, functionName: 'slot0' })
        const spacing = tickSpacingOf(pool)
        // A range around the price, wider each round, so its bounds are seldom ticks already in use.
        const width = (10 + round) * spacing
        const aligned = Math.floor(tick / spacing) * spacing
        const mint = await send(
          positionManager,
          {
            abi: positionManagerAbi,
            functionName: 'mint',
            args: [
              uniswapV3MintParameters({
                pool,
                tickLower: aligned - width,
                tickUpper: aligned + width,
                amount0: balances.get(pool.tokens[0])! / 100_000n,
                amount1: balances.get(pool.tokens[1])! / 100_000n,
                recipient: account.address,
              }),
            ],
          },
          1_000_000n,
        )
        hashes.push(mint)
        mints.push(mint)
      }
      for (const { tokenId, liquidity } of positions)
        hashes.push(
          await send(positionManager, {
            abi: positionManagerAbi,
            functionName: 'decreaseLiquidity',
            args: [{ tokenId, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: 2n ** 40n }],
          }),
        )
      return { blockNumber: (await direct.getBlockNumber({ cacheTime: 0 })) + 1n, hashes }
    },
  }
}
