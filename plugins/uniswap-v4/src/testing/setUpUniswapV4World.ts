import { routerAbi } from '@sluice/contracts'
import type { SandboxDeployContext, SandboxPool, SandboxTxSender } from '@sluice/core'
import { uniswapV3Plugin } from '@sluice/plugin-uniswap-v3'
import { type ChainManifest, createTxSender, type Sandbox, startSandbox, type TokenEntry } from '@sluice/sandbox'
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  http,
  keccak256,
  type LocalAccount,
  maxUint256,
  type PublicClient,
  parseAbi,
  type StateOverride,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { type CreateUniswapV4AdapterReturnType, createUniswapV4Adapter } from '../createUniswapV4Adapter.js'
import { uniswapV4Artifacts } from '../uniswapV4Artifacts.js'
import type { UniswapV4Config } from '../uniswapV4ConfigSchema.js'
import { uniswapV4Plugin } from '../uniswapV4Plugin.js'

export type UniswapV4TestPool = SandboxPool & { tokens: readonly [Address, Address]; price: number; symbols: readonly [string, string] }

export type UniswapV4World = {
  sandbox: Sandbox
  chain: ChainManifest
  client: PublicClient
  deployer: LocalAccount
  tx: SandboxTxSender
  context: SandboxDeployContext
  config: UniswapV4Config
  adapter: CreateUniswapV4AdapterReturnType
  /** Sluice's V4 executor, allowed in the sandbox's router. */
  executor: Address
  /** v4-core's swap router, approved by the deployer for every pool token (swaps without Sluice). */
  swapTest: Address
  pools: UniswapV4TestPool[]
  token(symbol: string): TokenEntry
  /**
   * For `eth_call`s from the deployer: 2^200 wei of the wrapped native (WETH9 keeps balances in
   * slot 3), whose funded balance is far below the largest amounts the tests try; the fixture
   * tokens are minted to it by 10^40.
   */
  richDeployer: StateOverride
}

/** Anvil's well-known development mnemonic: the sandbox deploys (and owns the router) from index 0. */
const MNEMONIC = 'test test test test test test test test test test test junk'
const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])

/** The pools, and the liquidity each gets: USD per side, over price ranges (multiples of the price) or the full range. */
const POOLS = [
  {
    symbols: ['WETH', 'USDC.e'],
    fee: 500,
    positions: [
      { usd: 2_000_000 },
      { usd: 3_000_000, range: { lower: 0.95, upper: 1.05 } },
      { usd: 1_000_000, range: { lower: 0.8, upper: 1.01 } },
      { usd: 500_000, range: { lower: 0.999, upper: 1.3 } },
    ],
  },
  {
    symbols: ['WBTC', 'USDT'],
    fee: 3000,
    positions: [
      { usd: 1_000_000, range: { lower: 0.5, upper: 2 } },
      { usd: 400_000, range: { lower: 0.97, upper: 1.02 } },
    ],
  },
  { symbols: ['ASTR', 'SONE'], fee: 10000, positions: [{ usd: 200_000 }] },
  { symbols: ['USDC.e', 'USDT'], fee: 100, positions: [{ usd: 200_000 }, { usd: 1_000_000, range: { lower: 0.995, upper: 1.005 } }] },
] as const

/**
 * Chain 1868 of the sandbox with its Uniswap V3 sources (tokens, WETH, Multicall3, Sluice's router) plus
 * Uniswap V4 deployed by this plugin's own sandbox part: a PoolManager, four hookless pools with
 * liquidity in several ranges, Sluice's V4 executor allowed in the router, and v4-core's
 * `PoolSwapTest` for swaps that do not go through Sluice. The fixture world has no V4 source yet,
 * so this is how the plugin tests its sandbox part.
 */
export async function setUpUniswapV4World(): Promise<UniswapV4World> {
  const sandbox = await startSandbox({ plugins: [uniswapV3Plugin], chains: [1868] })
  const chain = sandbox.manifest.chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 }) as PublicClient
  const deployer = mnemonicToAccount(MNEMONIC, { addressIndex: 0 })
  const tx = await createTxSender({ client, account: deployer, chainId: chain.chainId })
  const token = (symbol: string) => {
    const entry = chain.tokens.find((t) => t.symbol === symbol)
    if (!entry) throw new Error(`No token ${symbol} on chain ${chain.chainId}.`)
    return entry
  }
  const context: SandboxDeployContext = {
    client,
    chainId: chain.chainId,
    deployer: deployer.address,
    tx,
    wrappedNative: chain.wrappedNative,
    tokens: chain.tokens.map((t) => t.address),
  }
  const part = uniswapV4Plugin.sandbox!
  const deployBlock = (await client.getBlockNumber()) + 1n
  // Through JSON and the plugin's own parser, as a manifest carries it.
  const config = uniswapV4Plugin.parseConfig(JSON.parse(JSON.stringify(await part.deploySource({ context }))))
  const pools: UniswapV4TestPool[] = []
  for (const spec of POOLS) {
    const [a, b] = spec.symbols.map(token) as [TokenEntry, TokenEntry]
    const [t0, t1] = BigInt(a.address) < BigInt(b.address) ? [a, b] : [b, a]
    const price = ((t0.fixturePriceUsd ?? 1) / (t1.fixturePriceUsd ?? 1)) * 10 ** (t1.decimals - t0.decimals)
    const tokens = [t0.address, t1.address] as const
    const pool = await part.createPool({ context, config, tokens, price, fee: spec.fee })
    for (const position of spec.positions) {
      const amount = (t: TokenEntry) =>
        BigInt(Math.round((position.usd / (t.fixturePriceUsd ?? 1)) * 10 ** Math.min(t.decimals, 12))) * 10n ** BigInt(Math.max(0, t.decimals - 12))
      await part.addLiquidity({
        context,
        config,
        pool: { ...pool, tokens },
        price,
        range: 'range' in position ? position.range : undefined,
        amount0: amount(t0),
        amount1: amount(t1),
      })
    }
    pools.push({ ...pool, tokens, price, symbols: [t0.symbol, t1.symbol] })
  }
  const executor = tx.deploy({ abi: uniswapV4Plugin.executor.abi, bytecode: uniswapV4Plugin.executor.bytecode })
  // A new executor is announced, then allowed once the router's timelock has passed (the chain's clock is moved on).
  tx.call({ to: chain.contracts!.router, abi: routerAbi, functionName: 'announceExecutor', args: [executor] })
  await tx.flush()
  await client.request({ method: 'evm_increaseTime' as never, params: [2 * 24 * 3600 + 1] as never })
  await client.request({ method: 'evm_mine' as never, params: [] as never })
  tx.call({ to: chain.contracts!.router, abi: routerAbi, functionName: 'allowExecutor', args: [executor] })
  const swapTest = tx.deploy({ ...uniswapV4Artifacts.poolSwapTest, args: [config.poolManager] })
  for (const { address } of chain.tokens) tx.call({ to: address, abi: erc20Abi, functionName: 'approve', args: [swapTest, maxUint256] })
  await tx.flush()
  const adapter = createUniswapV4Adapter({
    source: { id: 100, name: 'UniswapV4', description: 'Uniswap V4 (sandbox)', deployBlock: deployBlock.toString() },
    config,
    chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
    executor,
  })
  const richDeployer: StateOverride = [
    {
      address: chain.wrappedNative,
      stateDiff: [
        { slot: keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [deployer.address, 3n])), value: toHex(1n << 200n, { size: 32 }) },
      ],
    },
  ]
  return { sandbox, chain, client, deployer, tx, context, config, adapter, executor, swapTest, pools, token, richDeployer }
}
