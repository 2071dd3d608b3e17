import { deploySluiceContracts, fixtureTokenAbi, fixtureTokenBytecode } from '@sluice/contracts'
import {
  createTestClient,
  createWalletClient,
  custom,
  encodeAbiParameters,
  getAddress,
  getCreate2Address,
  keccak256,
  maxUint256,
  parseAbi,
  toHex,
  type Address,
  type Hex,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import { multicall3Address, type SandboxChain } from '../chains.js'
import type { AccountEntry, PoolEntry, SluiceContracts, SourceEntry, TokenEntry } from '../SandboxManifest.js'
import { createTxSender } from './createTxSender.js'
import { dexArtifacts } from './dexArtifacts.js'
import type { FixtureWorld } from './fixtures.js'
import { alignedTick, amountForUsd, rawPrice, sqrtPriceX96 } from './priceMath.js'
import { runtimeCode } from './runtimeCode.js'
import { multicall3CreationCode } from './multicall3.js'
// TEMPORARY (the plugin seam is being moved; the sandbox will take executors from the plugin list)
import { uniswapV2ExecutorAbi, uniswapV2ExecutorBytecode } from '../../../plugins/uniswap-v2/src/generated/uniswapV2Executor.js'
import { uniswapV3ExecutorAbi, uniswapV3ExecutorBytecode } from '../../../plugins/uniswap-v3/src/generated/uniswapV3Executor.js'

export type DeployWorldParameters = {
  client: PublicClient
  chain: SandboxChain
  world: FixtureWorld
  deployer: LocalAccount
  /** Accounts funded with native and every fixture token. */
  accounts: AccountEntry[]
}

export type DeployWorldReturnType = {
  tokens: TokenEntry[]
  sources: SourceEntry[]
  pools: PoolEntry[]
  /** Sluice's router, swap logic, fee vault and executors. */
  contracts?: SluiceContracts | undefined
}

const V3_FEE_TIERS = [
  { fee: 100, tickSpacing: 1 },
  { fee: 500, tickSpacing: 10 },
  { fee: 3000, tickSpacing: 60 },
  { fee: 10000, tickSpacing: 200 },
]
const V2_FEE = 3000
const FAR_DEADLINE = 2n ** 40n
const NATIVE_FUNDING = 10n ** 27n
/** Every funded account holds this much USD of each fixture token. */
const ACCOUNT_FUNDING_USD = 5_000_000

const erc20Abi = parseAbi([
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
])
const wethAbi = parseAbi(['function deposit() payable', 'function transfer(address to, uint256 amount) returns (bool)'])

/**
 * Deploys the deterministic fixture world on a fresh chain: Multicall3 and the wrapped native
 * token at their canonical addresses, the fixture tokens, two Uniswap V2 and two Uniswap V3
 * deployments from their official bytecode, their pools and liquidity, and funded accounts.
 * The same deployer and order give the same addresses on every run.
 */
export async function deployWorld({ client, chain, world, deployer, accounts }: DeployWorldParameters): Promise<DeployWorldReturnType> {
  // Multicall3 and WETH9 are placed at their canonical addresses with their published runtime code.
  const anvil = createTestClient({ mode: 'anvil', transport: custom(client) })
  await anvil.setCode({ address: multicall3Address, bytecode: await runtimeCode({ client, creationCode: await multicall3CreationCode() }) })
  const wrapped = chain.wrappedNative.address
  await anvil.setCode({ address: wrapped, bytecode: await runtimeCode({ client, creationCode: dexArtifacts.weth9.bytecode }) })
  // WETH9 keeps name, symbol and decimals in storage slots 0, 1, 2.
  for (const [slot, value] of [
    [0, shortString(chain.wrappedNative.name)],
    [1, shortString(chain.wrappedNative.symbol)],
    [2, toHex(18, { size: 32 })],
  ] as const)
    await anvil.setStorageAt({ address: wrapped, index: slot, value })
  for (const address of [deployer.address, ...accounts.map((a) => a.address)]) await anvil.setBalance({ address, value: NATIVE_FUNDING })

  const tx = await createTxSender({ client, account: deployer, chainId: chain.chainId })

  // Tokens
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
  }
  const token = (symbol: string) => {
    const found = bySymbol.get(symbol)
    if (!found) throw new Error(`fixture token ${symbol} is not defined`)
    return found
  }
  const deployBlock = (await client.getBlockNumber()).toString()

  // Sources
  const sources: SourceEntry[] = []
  for (const source of world.sources) {
    if (source.kind === 'uniswap-v2') {
      const factory = tx.deploy({ ...dexArtifacts.uniswapV2Factory, args: [deployer.address] })
      const router = tx.deploy({ ...dexArtifacts.uniswapV2Router02, args: [factory, wrapped] })
      sources.push({
        ...source,
        factory: getAddress(factory),
        router: getAddress(router),
        initCodeHash: keccak256(dexArtifacts.uniswapV2Pair.bytecode),
        fee: V2_FEE,
        deployBlock,
      })
    } else {
      const factory = tx.deploy(dexArtifacts.uniswapV3Factory)
      tx.call({ to: factory, abi: dexArtifacts.uniswapV3Factory.abi, functionName: 'enableFeeAmount', args: [100, 1] })
      const positionManager = tx.deploy({ ...dexArtifacts.nonfungiblePositionManager, args: [factory, wrapped, '0x0000000000000000000000000000000000000000'] })
      const router = tx.deploy({ ...dexArtifacts.swapRouter, args: [factory, wrapped] })
      const quoter = tx.deploy({ ...dexArtifacts.quoterV2, args: [factory, wrapped] })
      sources.push({
        ...source,
        factory: getAddress(factory),
        router: getAddress(router),
        positionManager: getAddress(positionManager),
        quoter: getAddress(quoter),
        initCodeHash: keccak256(dexArtifacts.uniswapV3Pool.bytecode),
        feeTiers: V3_FEE_TIERS,
        deployBlock,
      })
    }
  }

  // The deployer's working balances: plenty of every fixture token, and wrapped native.
  for (const { address } of tokens)
    if (address !== wrapped) tx.call({ to: address, abi: fixtureTokenAbi, functionName: 'mint', args: [deployer.address, 10n ** 40n] })
  tx.call({ to: wrapped, abi: wethAbi, functionName: 'deposit', value: NATIVE_FUNDING / 2n })
  for (const source of sources)
    if (source.positionManager)
      for (const { address } of tokens) tx.call({ to: address, abi: erc20Abi, functionName: 'approve', args: [source.positionManager, maxUint256] })

  // Pools
  const pools: PoolEntry[] = []
  for (const spec of world.pools) {
    const source = sources.find((s) => s.id === spec.source)
    if (!source) throw new Error(`fixture pool names unknown source ${spec.source}`)
    const [a, b] = spec.pair.map(token) as [ReturnType<typeof token>, ReturnType<typeof token>]
    const [t0, t1] = BigInt(a.address) < BigInt(b.address) ? [a, b] : [b, a]
    if (source.kind === 'uniswap-v2') {
      const pair = getCreate2Address({
        from: source.factory,
        salt: keccak256(`0x${t0.address.slice(2)}${t1.address.slice(2)}` as Hex),
        bytecodeHash: source.initCodeHash,
      })
      tx.call({ to: source.factory, abi: dexArtifacts.uniswapV2Factory.abi, functionName: 'createPair', args: [t0.address, t1.address] })
      const usd = (spec.usd ?? 0) / 2
      for (const t of [t0, t1]) tx.call({ to: t.address, abi: erc20Abi, functionName: 'transfer', args: [pair, amountForUsd({ usd, priceUsd: t.priceUsd, decimals: t.decimals })] })
      tx.call({ to: pair, abi: dexArtifacts.uniswapV2Pair.abi, functionName: 'mint', args: [deployer.address] })
      pools.push({ address: getAddress(pair), sourceId: source.id, tokens: [t0.address, t1.address], fee: source.fee ?? V2_FEE })
    } else {
      const fee = spec.fee ?? 3000
      const tier = V3_FEE_TIERS.find((t) => t.fee === fee)
      if (!tier || !source.positionManager) throw new Error(`fixture pool has unsupported fee ${fee}`)
      const price = rawPrice({ price0Usd: t0.priceUsd, price1Usd: t1.priceUsd, decimals0: t0.decimals, decimals1: t1.decimals })
      const pool = getCreate2Address({
        from: source.factory,
        salt: keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint24' }], [t0.address, t1.address, fee])),
        bytecodeHash: source.initCodeHash,
      })
      const npm = { to: source.positionManager, abi: dexArtifacts.nonfungiblePositionManager.abi }
      tx.call({ ...npm, functionName: 'createAndInitializePoolIfNecessary', args: [t0.address, t1.address, fee, sqrtPriceX96(price)] })
      for (const range of spec.ranges ?? []) {
        const tickLower = alignedTick(price * range.lower, tier.tickSpacing, 'down')
        let tickUpper = alignedTick(price * range.upper, tier.tickSpacing, 'up')
        if (tickUpper <= tickLower) tickUpper = tickLower + tier.tickSpacing
        tx.call({
          ...npm,
          functionName: 'mint',
          args: [
            {
              token0: t0.address,
              token1: t1.address,
              fee,
              tickLower,
              tickUpper,
              amount0Desired: amountForUsd({ usd: range.usd, priceUsd: t0.priceUsd, decimals: t0.decimals }),
              amount1Desired: amountForUsd({ usd: range.usd, priceUsd: t1.priceUsd, decimals: t1.decimals }),
              amount0Min: 0n,
              amount1Min: 0n,
              recipient: deployer.address,
              deadline: FAR_DEADLINE,
            },
          ],
        })
      }
      pools.push({ address: getAddress(pool), sourceId: source.id, tokens: [t0.address, t1.address], fee })
    }
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

  // sluice contracts
  const walletClient = createWalletClient({ account: deployer, transport: custom(client) })
  const contracts = await deploySluiceContracts({
    walletClient,
    publicClient: client,
    wrappedNative: wrapped,
    executors: [
      { kind: 'uniswap-v2', abi: uniswapV2ExecutorAbi, bytecode: uniswapV2ExecutorBytecode },
      { kind: 'uniswap-v3', abi: uniswapV3ExecutorAbi, bytecode: uniswapV3ExecutorBytecode },
    ],
  })
  return { tokens, sources, pools, contracts }
}

/** A Solidity short string (< 32 bytes) as its storage word: bytes left-aligned, length * 2 last. */
function shortString(value: string): Hex {
  const bytes = new TextEncoder().encode(value)
  if (bytes.length > 31) throw new Error('short strings only')
  const word = new Uint8Array(32)
  word.set(bytes)
  word[31] = bytes.length * 2
  return toHex(word)
}
