import { createRequire } from 'node:module'
import { fixtureTokenAbi, fixtureTokenBytecode } from '@sluice/contracts'
import type { SandboxDeployContext } from '@sluice/core'
import { MULTICALL3_ADDRESS, waitForReceipt } from '@sluice/core'
import { UNISWAP_V3_FEE_TIERS, UNISWAP_V3_KIND, type UniswapV3PluginConfig, uniswapV3Artifacts, uniswapV3Plugin } from '@sluice/plugin-uniswap-v3'
import { type ChainManifest, createTxSender, multicall3CreationCode, runtimeCode, weth9Artifact } from '@sluice/sandbox'
import { NEW_QUOTER_V2_ADDRESSES, QUOTER_V2_ADDRESSES, UNISWAP_MULTICALL_ADDRESSES, V3_CORE_FACTORY_ADDRESSES } from '@uniswap/smart-order-router'
import {
  type Address,
  createTestClient,
  custom,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  keccak256,
  maxUint256,
  type PublicClient,
  parseAbi,
  toHex,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { placeContract } from '../../../test/support/replica/placeContract.js'
import { shortString } from '../../../test/support/replica/shortString.js'
import { type MainnetPoolSpec, type MainnetToken, mainnetWorld } from './mainnetWorld.js'

export type DeployMainnetUniswapV3Parameters = {
  client: PublicClient
  rpcUrl: string
}

export type DeployMainnetUniswapV3ReturnType = {
  /** The world as a sandbox chain manifest (one Uniswap V3 source), for Sluice's adapters. */
  chain: ChainManifest
  /** The pools with the USD of liquidity placed in each (AlphaRouter's subgraph ranks by TVL). */
  pools: { address: Address; tokens: readonly [Address, Address]; fee: number; tvlUsd: number }[]
  tokens: readonly MainnetToken[]
}

/** Mainnet's Uniswap V3 factory was its deployer's first transaction. */
const FACTORY_DEPLOYER: Address = '0x6C9FC64A53c1b71FB3f9Af64d1ae3A4931A5f4E9'
/** A local key (Anvil's first test account): deploys the rest, owns the tokens. */
const deployer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaee5e6b8c2cb4b1f')
const FUNDING = 10n ** 30n
const factoryAbi = parseAbi(['function enableFeeAmount(uint24 fee, int24 tickSpacing)'])
const erc20Abi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])
const wethAbi = parseAbi(['function deposit() payable'])

/**
 * Uniswap V3 on a fresh Anvil with chain ID 1, at the addresses AlphaRouter has built in, from
 * the official npm bytecode: the factory created by mainnet's own deployer at its first nonce
 * (impersonated), so pool addresses follow from the real factory address and init code hash;
 * QuoterV2 (both addresses the router knows) and UniswapInterfaceMulticall placed as runtime
 * code (their only state is immutables); WETH9 and Multicall3 as the sandbox places them; the
 * tokens as FixtureTokens at their mainnet addresses, their constructors run there
 * (`placeContract`, shared with the replica chains); then the world's pools and liquidity through
 * the plugin's sandbox part.
 */
export async function deployMainnetUniswapV3({ client, rpcUrl }: DeployMainnetUniswapV3Parameters): Promise<DeployMainnetUniswapV3ReturnType> {
  const anvil = createTestClient({ mode: 'anvil', transport: custom(client) })
  const factory = getAddress(V3_CORE_FACTORY_ADDRESSES[1] as string)
  const weth = mainnetWorld.tokens[0]
  for (const address of [deployer.address, FACTORY_DEPLOYER]) await anvil.setBalance({ address, value: FUNDING })

  await anvil.setCode({ address: MULTICALL3_ADDRESS, bytecode: await runtimeCode({ client, creationCode: await multicall3CreationCode() }) })
  const multicall = uniswapInterfaceMulticall()
  await anvil.setCode({ address: UNISWAP_MULTICALL_ADDRESSES[1] as Address, bytecode: await runtimeCode({ client, creationCode: multicall }) })
  await anvil.setCode({ address: weth.address, bytecode: await runtimeCode({ client, creationCode: weth9Artifact.bytecode }) })
  // WETH9 keeps name, symbol and decimals in storage slots 0, 1, 2.
  for (const [slot, value] of [shortString(weth.name), shortString(weth.symbol), toHex(18, { size: 32 })].entries())
    await anvil.setStorageAt({ address: weth.address, index: slot, value })

  // The factory, by its mainnet deployer at nonce 0; the 0.01% tier as enabled on mainnet.
  await anvil.impersonateAccount({ address: FACTORY_DEPLOYER })
  for (const data of [uniswapV3Artifacts.factory.bytecode, encodeFunctionData({ abi: factoryAbi, functionName: 'enableFeeAmount', args: [100, 1] })]) {
    const hash = (await client.request({
      method: 'eth_sendTransaction',
      params: [{ from: FACTORY_DEPLOYER, ...(data === uniswapV3Artifacts.factory.bytecode ? {} : { to: factory }), data, gas: toHex(10_000_000) }],
    } as never)) as Hex
    const receipt = await waitForReceipt({ client: client, hash, pollingIntervalMs: 20 })
    if (receipt.status !== 'success') throw new Error('Deploying the Uniswap V3 factory at its mainnet address failed.')
    if (receipt.contractAddress && getAddress(receipt.contractAddress) !== factory)
      throw new Error(`The factory landed at ${receipt.contractAddress}, not ${factory}.`)
  }
  await anvil.stopImpersonatingAccount({ address: FACTORY_DEPLOYER })

  const quoterCode = await runtimeCode({
    client,
    creationCode: encodeDeployData({ ...uniswapV3Artifacts.quoterV2, args: [factory, weth.address] }),
  })
  for (const address of new Set([QUOTER_V2_ADDRESSES[1], NEW_QUOTER_V2_ADDRESSES[1]]))
    await anvil.setCode({ address: address as Address, bytecode: quoterCode })

  for (const t of mainnetWorld.tokens.slice(1))
    await placeContract({
      client,
      address: t.address,
      from: deployer.address,
      abi: fixtureTokenAbi,
      bytecode: fixtureTokenBytecode,
      args: [t.name, t.symbol, t.decimals],
    })

  const tx = await createTxSender({ client, account: deployer, chainId: 1 })
  for (const t of mainnetWorld.tokens.slice(1)) tx.call({ to: t.address, abi: fixtureTokenAbi, functionName: 'mint', args: [deployer.address, 10n ** 40n] })
  tx.call({ to: weth.address, abi: wethAbi, functionName: 'deposit', value: FUNDING / 2n })
  const positionManager = tx.deploy({ ...uniswapV3Artifacts.positionManager, args: [factory, weth.address, zeroAddress] })
  for (const t of mainnetWorld.tokens) tx.call({ to: t.address, abi: erc20Abi, functionName: 'approve', args: [positionManager, maxUint256] })
  await tx.flush()

  const config: UniswapV3PluginConfig = {
    factory,
    initCodeHash: keccak256(uniswapV3Artifacts.pool.bytecode),
    feeTiers: UNISWAP_V3_FEE_TIERS.map((tier) => ({ ...tier })),
    swapCallback: 'uniswapV3SwapCallback',
    positionManager,
    quoter: getAddress(QUOTER_V2_ADDRESSES[1] as string),
  }
  const context: SandboxDeployContext = {
    client,
    chainId: 1,
    deployer: deployer.address,
    tx,
    wrappedNative: weth.address,
    tokens: mainnetWorld.tokens.map((t) => t.address),
  }
  const pools = []
  for (const spec of mainnetWorld.pools as readonly MainnetPoolSpec[]) pools.push(await createPool({ context, config, spec }))
  await tx.flush()

  const chain: ChainManifest = {
    chainId: 1,
    name: 'Ethereum (benchmark world)',
    rpcUrl,
    mode: 'fresh',
    nativeSymbol: 'ETH',
    wrappedNative: weth.address,
    multicall3: MULTICALL3_ADDRESS,
    tokens: mainnetWorld.tokens.map(({ priceUsd, ...t }) => ({ ...t, fixturePriceUsd: priceUsd })),
    sources: [{ id: 1, name: 'UniswapV3', description: 'Uniswap V3 at its mainnet addresses.', kind: UNISWAP_V3_KIND, deployBlock: '0', config }],
    pools: pools.map(({ address, tokens, fee }) => ({ id: address, address, sourceId: 1, tokens: [...tokens], fee })),
    accounts: [],
  }
  return { chain, pools, tokens: mainnetWorld.tokens }
}

async function createPool({ context, config, spec }: { context: SandboxDeployContext; config: UniswapV3PluginConfig; spec: MainnetPoolSpec }) {
  const sandbox = uniswapV3Plugin.sandbox
  if (!sandbox) throw new Error('The Uniswap V3 plugin has no sandbox part.')
  const [a, b] = spec.pair.map(bySymbol) as [MainnetToken, MainnetToken]
  const [t0, t1] = BigInt(a.address) < BigInt(b.address) ? [a, b] : [b, a]
  const price = (t0.priceUsd / t1.priceUsd) * 10 ** (t1.decimals - t0.decimals)
  const tokens = [t0.address, t1.address] as const
  const created = await sandbox.createPool({ context, config, tokens, price, fee: spec.fee })
  const pool = { ...created, tokens }
  for (const { range, usd } of [{ range: undefined, usd: spec.usd }, ...spec.ranges.map(({ usd, ...range }) => ({ range, usd }))])
    await sandbox.addLiquidity({
      context,
      config,
      pool,
      price,
      range,
      amount0: amountForUsd(usd / 2, t0),
      amount1: amountForUsd(usd / 2, t1),
    })
  const tvlUsd = spec.usd + spec.ranges.reduce((sum, r) => sum + r.usd, 0)
  return { address: getAddress(created.address), tokens, fee: created.fee, tvlUsd }
}

function bySymbol(symbol: string): MainnetToken {
  const found = mainnetWorld.tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`No token ${symbol} in the mainnet world.`)
  return found
}

function amountForUsd(usd: number, t: MainnetToken): bigint {
  return (BigInt(Math.round((usd / t.priceUsd) * 1e6)) * 10n ** BigInt(t.decimals)) / 1_000_000n
}

/** UniswapInterfaceMulticall's creation code (npm `@uniswap/v3-periphery`), the multicall AlphaRouter calls. */
function uniswapInterfaceMulticall(): Hex {
  const json = createRequire(import.meta.url)(
    '@uniswap/v3-periphery/artifacts/contracts/lens/UniswapInterfaceMulticall.sol/UniswapInterfaceMulticall.json',
  ) as {
    bytecode: Hex
  }
  return json.bytecode
}
