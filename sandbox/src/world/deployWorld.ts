import { deploySluiceContracts, fixtureTokenAbi, fixtureTokenBytecode } from '@sluice/contracts'
import { type AnySourcePlugin, MULTICALL3_ADDRESS, type SandboxDeployContext } from '@sluice/core'
import { createTestClient, createWalletClient, custom, getAddress, type Hex, type LocalAccount, type PublicClient, parseAbi, toHex } from 'viem'
import type { SandboxChain } from '../chains.js'
import { SandboxError } from '../errors.js'
import type { AccountEntry, PoolEntry, SluiceContracts, SourceEntry, TokenEntry } from '../SandboxManifest.js'
import { createTxSender } from './createTxSender.js'
import type { FixtureWorld } from './fixtures.js'
import { multicall3CreationCode } from './multicall3.js'
import { amountForUsd, rawPrice } from './priceMath.js'
import { runtimeCode } from './runtimeCode.js'
import { weth9Artifact } from './weth9Artifact.js'

export type DeployWorldParameters = {
  client: PublicClient
  chain: SandboxChain
  world: FixtureWorld
  /** The DEX types to deploy: each fixture source is deployed by the plugin of its kind. */
  plugins: readonly AnySourcePlugin[]
  deployer: LocalAccount
  /** Accounts funded with native and every fixture token. */
  accounts: AccountEntry[]
  /** The node's URL, to send the world's transactions in batches and mine them in large blocks (`createTxSender`'s `batchUrl`): for large worlds. */
  batchUrl?: string | undefined
}

export type DeployWorldReturnType = {
  tokens: TokenEntry[]
  sources: SourceEntry[]
  pools: PoolEntry[]
  /** Sluice's router, swap logic, fee vault and executors. */
  contracts?: SluiceContracts | undefined
}

const NATIVE_FUNDING = 10n ** 27n
/** Every funded account holds this much USD of each fixture token. */
const ACCOUNT_FUNDING_USD = 5_000_000

const erc20Abi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])
const wethAbi = parseAbi(['function deposit() payable'])

/**
 * Deploys the deterministic fixture world on a fresh chain: Multicall3 and the wrapped native
 * token at their canonical addresses, the fixture tokens, each fixture source through the
 * sandbox part of its DEX type's plugin (sources of kinds no given plugin serves are left out,
 * with their pools), the pools and their liquidity, funded accounts, and Sluice's contracts with
 * every plugin's executor. The same deployer and order give the same addresses on every run.
 */
export async function deployWorld({ client, chain, world, plugins, deployer, accounts, batchUrl }: DeployWorldParameters): Promise<DeployWorldReturnType> {
  // Multicall3 and WETH9 are placed at their canonical addresses with their published runtime code.
  const anvil = createTestClient({ mode: 'anvil', transport: custom(client) })
  await anvil.setCode({ address: MULTICALL3_ADDRESS, bytecode: await runtimeCode({ client, creationCode: await multicall3CreationCode() }) })
  const wrapped = chain.wrappedNative.address
  await anvil.setCode({ address: wrapped, bytecode: await runtimeCode({ client, creationCode: weth9Artifact.bytecode }) })
  // WETH9 keeps name, symbol and decimals in storage slots 0, 1, 2.
  for (const [slot, value] of [
    [0, shortString(chain.wrappedNative.name)],
    [1, shortString(chain.wrappedNative.symbol)],
    [2, toHex(18, { size: 32 })],
  ] as const)
    await anvil.setStorageAt({ address: wrapped, index: slot, value })
  for (const address of [deployer.address, ...accounts.map((a) => a.address)]) await anvil.setBalance({ address, value: NATIVE_FUNDING })

  const tx = await createTxSender({ client, account: deployer, chainId: chain.chainId, batchUrl })

  // Tokens, and the deployer's working balances: plenty of every fixture token and wrapped native.
  const tokens: TokenEntry[] = []
  const bySymbol = new Map<string, TokenEntry & { priceUsd: number }>()
  for (const token of world.tokens) {
    const address =
      token.symbol === chain.wrappedNative.symbol
        ? wrapped
        : tx.deploy({ abi: fixtureTokenAbi, bytecode: fixtureTokenBytecode, args: [token.name, token.symbol, token.decimals] })
    const entry = { address: getAddress(address), symbol: token.symbol, name: token.name, decimals: token.decimals, fixturePriceUsd: token.priceUsd }
    tokens.push(entry)
    bySymbol.set(token.symbol, { ...entry, priceUsd: token.priceUsd })
    if (address !== wrapped) tx.call({ to: address, abi: fixtureTokenAbi, functionName: 'mint', args: [deployer.address, 10n ** 40n] })
  }
  tx.call({ to: wrapped, abi: wethAbi, functionName: 'deposit', value: NATIVE_FUNDING / 2n })
  const token = (symbol: string) => {
    const found = bySymbol.get(symbol)
    if (!found) throw new SandboxError(`Fixture token ${symbol} is not defined.`)
    return found
  }
  const context: SandboxDeployContext = {
    client,
    chainId: chain.chainId,
    deployer: deployer.address,
    tx,
    wrappedNative: wrapped,
    tokens: tokens.map((t) => t.address),
  }
  const deployBlock = (await client.getBlockNumber()).toString()

  // Sources, each by the plugin of its kind.
  const byKind = new Map(plugins.map((plugin) => [plugin.kind, plugin]))
  const sources: (SourceEntry & { plugin: AnySourcePlugin })[] = []
  for (const source of world.sources) {
    const plugin = byKind.get(source.kind)
    if (!plugin?.sandbox) continue
    const config = await plugin.sandbox.deploySource({ context, options: source.options })
    sources.push({ id: source.id, name: source.name, description: source.description, kind: source.kind, deployBlock, config, plugin })
  }

  // Pools and their liquidity.
  const pools: PoolEntry[] = []
  for (const spec of world.pools) {
    const source = sources.find((s) => s.id === spec.source)
    if (!source) continue
    const sandbox = source.plugin.sandbox!
    const [a, b] = spec.pair.map(token) as [ReturnType<typeof token>, ReturnType<typeof token>]
    const [t0, t1] = BigInt(a.address) < BigInt(b.address) ? [a, b] : [b, a]
    const price = rawPrice({ price0Usd: t0.priceUsd, price1Usd: t1.priceUsd, decimals0: t0.decimals, decimals1: t1.decimals })
    const tokensOfPool = [t0.address, t1.address] as const
    const created = await sandbox.createPool({ context, config: source.config, tokens: tokensOfPool, price, fee: spec.fee, options: spec.options })
    const pool = { ...created, tokens: tokensOfPool }
    const liquidity = [...(spec.usd ? [{ range: undefined, usd: spec.usd }] : []), ...(spec.ranges ?? []).map(({ usd, ...range }) => ({ range, usd }))]
    for (const { range, usd } of liquidity)
      await sandbox.addLiquidity({
        context,
        config: source.config,
        pool,
        price,
        range,
        amount0: amountForUsd({ usd: usd / 2, priceUsd: t0.priceUsd, decimals: t0.decimals }),
        amount1: amountForUsd({ usd: usd / 2, priceUsd: t1.priceUsd, decimals: t1.decimals }),
      })
    pools.push({
      id: pool.id,
      address: pool.address,
      sourceId: source.id,
      tokens: [t0.address, t1.address],
      fee: created.fee,
      ...(created.extra ? { extra: created.extra } : {}),
    })
  }
  for (const source of sources) {
    const finish = source.plugin.sandbox?.finishSource
    if (!finish) continue
    await tx.flush()
    const own = pools.filter((pool) => pool.sourceId === source.id)
    source.config = await finish({ context, config: source.config, pools: own })
  }

  // Funded accounts: every fixture token.
  for (const account of accounts)
    for (const t of bySymbol.values())
      tx.call({
        to: t.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, amountForUsd({ usd: ACCOUNT_FUNDING_USD, priceUsd: t.priceUsd, decimals: t.decimals })],
      })

  await tx.flush()
  if (batchUrl !== undefined) await client.request({ method: 'evm_setAutomine' as never, params: [true] as never })

  // Sluice's contracts, with the executor of every plugin in the world.
  const walletClient = createWalletClient({ account: deployer, transport: custom(client) })
  const contracts = await deploySluiceContracts({
    walletClient,
    publicClient: client,
    wrappedNative: wrapped,
    executors: plugins.map((plugin) => ({ kind: plugin.kind, ...plugin.executor })),
    // Position executors (zap, rebalance), each allowed for its kind's position managers.
    positionExecutors: plugins.flatMap((plugin) => {
      const positions = plugin.positions
      if (!positions) return []
      const positionManagers = sources.filter((s) => s.kind === plugin.kind).flatMap((s) => positions.positionManager(s.config) ?? [])
      return positionManagers.length === 0 ? [] : [{ kind: plugin.kind, ...positions.executor, positionManagers }]
    }),
  })
  return { tokens, sources: sources.map(({ plugin: _, ...source }) => source), pools, contracts }
}

/** A Solidity short string (< 32 bytes) as its storage word: bytes left-aligned, length * 2 last. */
function shortString(value: string): Hex {
  const bytes = new TextEncoder().encode(value)
  if (bytes.length > 31) throw new SandboxError('Short strings only.')
  const word = new Uint8Array(32)
  word.set(bytes)
  word[31] = bytes.length * 2
  return toHex(word)
}
