import type { AnySourcePlugin, KnownDeployment } from '@sluice/core'
import { knownChains } from '@sluice/core'
import { getAmountOut } from '@sluice/plugin-uniswap-v2'
import { uniswapV3Artifacts } from '@sluice/plugin-uniswap-v3'
import { getVelodromeV2PoolAddress } from '@sluice/plugin-velodrome-v2'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { computeUniswapV2PairAddress } from '../../../plugins/uniswap-v2/src/computeUniswapV2PairAddress.js'
import { computeUniswapV3PoolAddress } from '../../../plugins/uniswap-v3/src/computeUniswapV3PoolAddress.js'
import { computeUniswapV4PoolId, type UniswapV4PoolKey, uniswapV4PoolManagerAbi } from '../../../plugins/uniswap-v4/src/index.js'
import { waitFor } from '../waitFor.js'
import { replicaDeployerKey, replicaDeployments, type StartReplicaChainReturnType, startReplicaChain } from './startReplicaChain.js'

const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF'
const factoryAbi = parseAbi(['function owner() view returns (address)', 'function getPool(address, address, uint24) view returns (address)'])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function swap(uint256, uint256, address, bytes)'])

/** The presets the replica of a chain holds (the others are absent from it, see `replicaDeployments`). */
const presets = (chainId: 999 | 1868) => replicaDeployments(chainId)

/** Every finding of the plugin's deployment check (`sluice config check`) on the replica, for the given config. */
async function checkDeployment({
  client,
  chainId,
  plugin,
  deployment,
  config,
}: {
  client: PublicClient
  chainId: number
  plugin: AnySourcePlugin
  deployment: KnownDeployment
  config: unknown
}) {
  const chain = knownChains.find((c) => c.chainId === chainId)!
  const check = plugin.checkDeployment
  if (!check) throw new Error(`Plugin ${plugin.kind} has no deployment check.`)
  return check({
    client,
    source: { id: deployment.id, name: deployment.name, description: deployment.description, deployBlock: deployment.deployBlock },
    config: plugin.parseConfig(config),
    chain: { chainId, multicall3: chain.multicall3.address, wrappedNative: chain.wrappedNative.address },
    blockNumber: await client.getBlockNumber({ cacheTime: 0 }),
    sampleTokens: [chain.wrappedNative.address, ...chain.stableTokens.map((t) => t.address)],
  })
}

/** The pools the plugin's own discovery finds for a source on the replica, from its deploy block to the head. */
async function discover({
  client,
  chainId,
  plugin,
  deployment,
  config,
}: {
  client: PublicClient
  chainId: number
  plugin: AnySourcePlugin
  deployment: KnownDeployment
  config: unknown
}): Promise<string[]> {
  const chain = knownChains.find((c) => c.chainId === chainId)!
  const { id, name, description, deployBlock } = deployment
  const adapter = plugin.createAdapter({
    source: { id, name, description, deployBlock },
    config: plugin.parseConfig(config),
    chain: { chainId, multicall3: chain.multicall3.address, wrappedNative: chain.wrappedNative.address },
    executor: undefined,
  })
  const { pools } = await adapter.discover({ client, toBlock: await client.getBlockNumber({ cacheTime: 0 }) })
  return pools.map((pool) => pool.id.toLowerCase()).sort()
}

function clientsOf(replica: StartReplicaChainReturnType) {
  const chain = defineChain({
    id: replica.chainId,
    name: `replica ${replica.chainId}`,
    nativeCurrency: { name: 'native', symbol: 'NATIVE', decimals: 18 },
    rpcUrls: { default: { http: [replica.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(replica.rpcUrl), pollingInterval: 20 }) as PublicClient
  const wallet = createWalletClient({ chain, account: privateKeyToAccount(replicaDeployerKey), transport: http(replica.rpcUrl) })
  return { client, wallet }
}

/** Sells `amountIn` of `tokenIn` through Uniswap's SwapRouter (official npm bytecode, deployed anywhere) over one V3 pool; returns the recipient's gain. */
async function swapThroughSwapRouter({
  replica,
  factory,
  tokenIn,
  tokenOut,
  fee,
  amountIn,
}: {
  replica: StartReplicaChainReturnType
  factory: Address
  tokenIn: Address
  tokenOut: Address
  fee: number
  amountIn: bigint
}): Promise<bigint> {
  const { client, wallet } = clientsOf(replica)
  const wrappedNative = knownChains.find((c) => c.chainId === replica.chainId)!.wrappedNative.address
  const deploy = await wallet.deployContract({ ...uniswapV3Artifacts.swapRouter, args: [factory, wrappedNative] })
  const router = (await client.waitForTransactionReceipt({ hash: deploy })).contractAddress!
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({ address: tokenIn, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
  })
  const before = await client.readContract({ address: tokenOut, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
  const swap = await wallet.writeContract({
    address: router,
    abi: uniswapV3Artifacts.swapRouter.abi,
    functionName: 'exactInputSingle',
    args: [{ tokenIn, tokenOut, fee, recipient: RECIPIENT, deadline: maxUint256, amountIn, amountOutMinimum: 1n, sqrtPriceLimitX96: 0n }],
    // Ample gas: the pool writes an oracle observation only in a block of a new second, so a bare estimate may fall short.
    gas: 1_000_000n,
  })
  expect((await client.waitForTransactionReceipt({ hash: swap })).status).toBe('success')
  return (await client.readContract({ address: tokenOut, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })) - before
}

/** Waits until nothing answers at the replica's URL any more. */
async function expectStopped(replica: StartReplicaChainReturnType) {
  await waitFor({
    what: `the replica of ${replica.chainId} to stop answering`,
    probe: () =>
      fetch(replica.rpcUrl, { method: 'POST', body: '{}' }).then(
        () => false,
        () => true,
      ),
    timeoutMs: 10_000,
  })
}

describe('startReplicaChain: Soneium (1868)', () => {
  let replica: StartReplicaChainReturnType
  let client: PublicClient
  const token = (symbol: string) => replica.tokens.find((t) => t.symbol === symbol)!.address
  const source = (name: string) => presets(1868).find((p) => p.deployment.name === name)!.deployment

  beforeAll(async () => {
    replica = await startReplicaChain({ chainId: 1868 })
    client = clientsOf(replica).client
  })
  afterAll(() => replica?.stop())

  it('holds every preset at its known address: the plugins’ deployment checks pass on the presets’ own configs', async () => {
    for (const { plugin, deployment } of presets(1868)) {
      const findings = await checkDeployment({ client, chainId: 1868, plugin, deployment, config: deployment.config })
      expect(
        findings.filter((f) => f.severity !== 'ok'),
        `${deployment.name}: ${JSON.stringify(findings)}`,
      ).toEqual([])
    }
    expect(replica.sources.map((s) => s.name).sort()).toEqual(['UniswapV2', 'UniswapV3', 'UniswapV4', 'VelodromeV2'])
    // The npm bytecode reproduces the official init code hashes.
    for (const s of replica.sources.filter((s) => s.presetInitCodeHash)) expect(s.initCodeHash, s.name).toBe(s.presetInitCodeHash)
  })

  it('creates its pools through the factories, at the addresses the presets derive', async () => {
    const v2 = source('UniswapV2').config as { factory: Address; initCodeHash: Hex }
    const v3 = source('UniswapV3').config as { factory: Address; initCodeHash: Hex }
    const velodrome = source('VelodromeV2').config as Parameters<typeof getVelodromeV2PoolAddress>[0]['config']
    const bySource = (name: string) => replica.pools.filter((p) => p.sourceName === name)
    for (const pool of bySource('UniswapV2')) {
      const [token0, token1] = pool.tokens
      expect(pool.address).toBe(computeUniswapV2PairAddress({ factory: v2.factory, initCodeHash: v2.initCodeHash, token0, token1 }))
    }
    for (const pool of bySource('UniswapV3')) {
      const [tokenA, tokenB] = pool.tokens
      expect(pool.address).toBe(computeUniswapV3PoolAddress({ factory: v3.factory, initCodeHash: v3.initCodeHash, tokenA, tokenB, fee: pool.fee }))
      expect(await client.readContract({ address: v3.factory, abi: factoryAbi, functionName: 'getPool', args: [tokenA, tokenB, pool.fee] })).toBe(pool.address)
    }
    for (const pool of bySource('VelodromeV2')) {
      const [token0, token1] = pool.tokens
      expect(pool.address).toBe(getVelodromeV2PoolAddress({ token0, token1, stable: pool.extra?.stable === true, config: velodrome }))
    }
    const v4 = source('UniswapV4').config as { poolManager: Address }
    const initialized = await client.getLogs({ address: v4.poolManager, event: uniswapV4PoolManagerAbi[0], fromBlock: 0n, strict: true })
    const v4Pools = bySource('UniswapV4')
    expect(v4Pools.map((p) => computeUniswapV4PoolId({ key: p.extra as UniswapV4PoolKey }))).toEqual(v4Pools.map((p) => p.id))
    expect(initialized.map((log) => log.args.id.toLowerCase())).toEqual(v4Pools.map((p) => p.id.toLowerCase()))
    for (const pool of replica.pools) expect(await client.getCode({ address: pool.address }), pool.id).not.toBe(undefined)
    // Every pool comes after every preset's deployment block, so discovery from there finds it.
    const latest = Math.max(...presets(1868).map((p) => Number(p.deployment.deployBlock)))
    const created = await client.getLogs({ address: v3.factory, fromBlock: BigInt(latest), toBlock: 'latest' })
    expect(created.length).toBeGreaterThanOrEqual(bySource('UniswapV3').length)
  })

  it('the plugins’ discovery, from the presets’ configs and deploy blocks, finds exactly the replica’s pools', async () => {
    for (const { plugin, deployment } of presets(1868)) {
      const found = await discover({ client, chainId: 1868, plugin, deployment, config: deployment.config })
      const placed = replica.pools.filter((p) => p.sourceName === deployment.name).map((p) => p.id.toLowerCase())
      expect(found, deployment.name).toEqual(placed.sort())
    }
  })

  it('ran the V3 factory’s constructor at its address: its owner is the deployer and a new pool lands at the derived address', async () => {
    const { wallet } = clientsOf(replica)
    const v3 = source('UniswapV3').config as { factory: Address; initCodeHash: Hex }
    expect(await client.readContract({ address: v3.factory, abi: factoryAbi, functionName: 'owner' })).toBe(replica.deployer)
    const [tokenA, tokenB, fee] = [token('WBTC'), token('WETH'), 500] as const
    const hash = await wallet.writeContract({
      address: v3.factory,
      abi: uniswapV3Artifacts.factory.abi,
      functionName: 'createPool',
      args: [tokenA, tokenB, fee],
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const derived = computeUniswapV3PoolAddress({ factory: v3.factory, initCodeHash: v3.initCodeHash, tokenA, tokenB, fee })
    expect(await client.readContract({ address: v3.factory, abi: factoryAbi, functionName: 'getPool', args: [tokenA, tokenB, fee] })).toBe(derived)
  })

  it('swaps directly through a V2 pair and through a V3 pool, moving balances', async () => {
    const { wallet } = clientsOf(replica)
    const pair = replica.pools.find((p) => p.sourceName === 'UniswapV2' && p.tokens.includes(token('USDC.e')))!
    const zeroForOne = pair.tokens[0] === token('WETH')
    const [reserve0, reserve1] = await client.readContract({ address: pair.address, abi: pairAbi, functionName: 'getReserves' })
    const amountIn = parseEther('1')
    const amountOut = getAmountOut({ amountIn, reserveIn: zeroForOne ? reserve0 : reserve1, reserveOut: zeroForOne ? reserve1 : reserve0, fee: 3000 })
    const send = await wallet.writeContract({ address: token('WETH'), abi: erc20Abi, functionName: 'transfer', args: [pair.address, amountIn] })
    await client.waitForTransactionReceipt({ hash: send })
    const swap = await wallet.writeContract({
      address: pair.address,
      abi: pairAbi,
      functionName: 'swap',
      args: [zeroForOne ? 0n : amountOut, zeroForOne ? amountOut : 0n, RECIPIENT, '0x'],
      // Ample gas: the pair writes its price accumulators only in a block of a new second, so a bare estimate may fall short.
      gas: 1_000_000n,
    })
    expect((await client.waitForTransactionReceipt({ hash: swap })).status).toBe('success')
    expect(await client.readContract({ address: token('USDC.e'), abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })).toBe(amountOut)
    // About 3,500 USDC.e for 1 WETH, less the fee and the price impact.
    expect(amountOut).toBeGreaterThan(3_400_000_000n)

    const v3 = source('UniswapV3').config as { factory: Address }
    const gained = await swapThroughSwapRouter({ replica, factory: v3.factory, tokenIn: token('WETH'), tokenOut: token('USDC.e'), fee: 500, amountIn })
    expect(gained).toBeGreaterThan(3_400_000_000n)
  })

  it('stop() leaves no Anvil', async () => {
    await replica.stop()
    await expectStopped(replica)
  })
})

describe('startReplicaChain: HyperEVM (999)', () => {
  let replica: StartReplicaChainReturnType
  let client: PublicClient
  const token = (symbol: string) => replica.tokens.find((t) => t.symbol === symbol)!.address
  const replicaSource = (name: string) => replica.sources.find((s) => s.name === name)!

  beforeAll(async () => {
    replica = await startReplicaChain({ chainId: 999 })
    client = clientsOf(replica).client
  })
  afterAll(() => replica?.stop())

  it('holds both V3 forks at their known addresses, with the replica’s own init code hashes', async () => {
    expect(replica.sources.map((s) => s.name)).toEqual(['HyperSwapV3', 'ProjectXV3'])
    for (const { plugin, deployment } of presets(999)) {
      const own = replicaSource(deployment.name)
      // The forks' pool creation code is published nowhere we can reach: the replica's pools hash otherwise.
      expect(own.initCodeHash).not.toBe(own.presetInitCodeHash)
      expect(own.config).toEqual({ ...deployment.config, initCodeHash: own.initCodeHash })
      const findings = await checkDeployment({ client, chainId: 999, plugin, deployment, config: own.config })
      expect(
        findings.filter((f) => f.severity !== 'ok'),
        `${deployment.name}: ${JSON.stringify(findings)}`,
      ).toEqual([])
      // With the preset's hash, the check sees the replica's pools elsewhere.
      const preset = await checkDeployment({ client, chainId: 999, plugin, deployment, config: deployment.config })
      expect(preset.some((f) => f.severity === 'error' && f.message.includes('initCodeHash'))).toBe(true)
    }
    for (const pool of replica.pools) {
      const config = replicaSource(pool.sourceName).config as { factory: Address; initCodeHash: Hex }
      const [tokenA, tokenB] = pool.tokens
      expect(pool.address).toBe(computeUniswapV3PoolAddress({ factory: config.factory, initCodeHash: config.initCodeHash, tokenA, tokenB, fee: pool.fee }))
    }
  })

  it('the plugins’ discovery, from the replica’s configs, finds exactly its pools', async () => {
    for (const { plugin, deployment } of presets(999)) {
      const found = await discover({ client, chainId: 999, plugin, deployment, config: replicaSource(deployment.name).config })
      const placed = replica.pools.filter((p) => p.sourceName === deployment.name).map((p) => p.id.toLowerCase())
      expect(found, deployment.name).toEqual(placed.sort())
    }
  })

  it('quotes through HyperSwap’s QuoterV2 at its address (renamed callback) and swaps through a Project X pool', async () => {
    const quoter = getAddress(replicaSource('HyperSwapV3').config.quoter as string)
    const { result } = await client.simulateContract({
      address: quoter,
      abi: uniswapV3Artifacts.quoterV2.abi,
      functionName: 'quoteExactInputSingle',
      args: [{ tokenIn: token('WHYPE'), tokenOut: token('USDT0'), amountIn: parseEther('1'), fee: 3000, sqrtPriceLimitX96: 0n }],
    })
    const [quoted] = result as readonly [bigint, ...unknown[]]
    // About 40 USDT0 for 1 WHYPE, less the 0.3% fee.
    expect(quoted).toBeGreaterThan(39_000_000n)
    expect(quoted).toBeLessThan(40_000_000n)

    const factory = replicaSource('ProjectXV3').config.factory as Address
    const gained = await swapThroughSwapRouter({ replica, factory, tokenIn: token('WHYPE'), tokenOut: token('USDT0'), fee: 500, amountIn: parseEther('10') })
    expect(gained).toBeGreaterThan(390_000_000n)
  })

  it('stop() leaves no Anvil', async () => {
    await replica.stop()
    await expectStopped(replica)
  })
})
