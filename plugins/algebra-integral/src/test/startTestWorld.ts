import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type DeploySluiceContractsReturnType, deploySluiceContracts, fixtureTokenAbi, fixtureTokenBytecode } from '@sluice/contracts'
import type { SandboxDeployContext, SandboxTxSender } from '@sluice/core'
import { MULTICALL3_ADDRESS, waitForReceipt } from '@sluice/core'
import { createTxSender, startAnvil } from '@sluice/sandbox'
import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  type TestClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { algebraIntegralPlugin } from '../algebraIntegralPlugin.js'
import { type CreateAlgebraIntegralAdapterReturnType, createAlgebraIntegralAdapter } from '../createAlgebraIntegralAdapter.js'
import type { AlgebraIntegralConfig } from '../parseAlgebraIntegralConfig.js'

export type TestPool = { name: string; address: Address; tokens: readonly [Address, Address]; fee: number }

export type TestWorld = {
  client: PublicClient
  testClient: TestClient
  deployer: WalletClient<Transport, Chain | undefined, Account>
  /** A trader holding $100M of every token, not otherwise used by the world. */
  user: WalletClient<Transport, Chain | undefined, Account>
  tx: SandboxTxSender
  context: SandboxDeployContext
  config: AlgebraIntegralConfig
  adapter: CreateAlgebraIntegralAdapterReturnType
  deployBlock: bigint
  tokens: { A: Address; B: Address; C: Address }
  pools: TestPool[]
  pool(name: string): TestPool
  sluice: DeploySluiceContractsReturnType
  stop(): Promise<void>
}

const CHAIN_ID = 31_337
const DEPLOYER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
const USER_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as const

const require = createRequire(import.meta.url)

/** Multicall3's creation code, from viem's constants (viem does not export it from its entry). */
async function multicall3CreationCode(): Promise<Hex> {
  const viemRoot = dirname(require.resolve('viem/package.json'))
  const module = (await import(pathToFileURL(join(viemRoot, '_esm', 'constants', 'contracts.js')).href)) as { multicall3Bytecode: Hex }
  return module.multicall3Bytecode
}

/**
 * A bare Anvil with what the fixture world will give the plugin's sandbox part: three fixture
 * tokens (18, 6 and 18 decimals), Multicall3 at its canonical address, one Algebra Integral
 * deployment from the official bytecode through `algebraIntegralPlugin.sandbox`, three pools
 * (default fee 0.05%; 0.3% and 1% set by the owner) with liquidity over many ranges, and Sluice's
 * router with the Algebra executor. Token A stands in for the wrapped native (no test here sends
 * native). Until the fixture world loops over plugins, this is how the sandbox part is exercised.
 */
export async function startTestWorld(): Promise<TestWorld> {
  const anvil = await startAnvil({ chainId: CHAIN_ID })
  try {
    const transport = http(anvil.rpcUrl)
    const client = createPublicClient({ transport, cacheTime: 0, pollingInterval: 20 }) as PublicClient
    const testClient = createTestClient({ mode: 'anvil', transport })
    const deployerAccount = privateKeyToAccount(DEPLOYER_KEY)
    const userAccount = privateKeyToAccount(USER_KEY)
    for (const { address } of [deployerAccount, userAccount]) await testClient.setBalance({ address, value: 10n ** 24n })
    const { data: multicallCode } = await client.call({ data: await multicall3CreationCode() })
    await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicallCode! })

    const tx = await createTxSender({ client, account: deployerAccount, chainId: CHAIN_ID })
    const specs = [
      ['Token A', 'TKA', 18],
      ['Token B', 'TKB', 6],
      ['Token C', 'TKC', 18],
    ] as const
    const [A, B, C] = specs.map(([name, symbol, decimals]) =>
      getAddress(tx.deploy({ abi: fixtureTokenAbi, bytecode: fixtureTokenBytecode, args: [name, symbol, decimals] })),
    ) as [Address, Address, Address]
    // The trader holds $100M of each token (A $2,000, B $1, C $3): fractions of it are realistic trades.
    const userFunding = [5n * 10n ** 22n, 10n ** 14n, 10n ** 26n / 3n]
    ;[A, B, C].forEach((token, i) => {
      tx.call({ to: token, abi: fixtureTokenAbi, functionName: 'mint', args: [deployerAccount.address, 10n ** 40n] })
      tx.call({ to: token, abi: fixtureTokenAbi, functionName: 'mint', args: [userAccount.address, userFunding[i]!] })
    })
    await tx.flush()
    const deployBlock = await client.getBlockNumber()

    const context: SandboxDeployContext = { client, chainId: CHAIN_ID, deployer: deployerAccount.address, tx, wrappedNative: A, tokens: [A, B, C] }
    const sandbox = algebraIntegralPlugin.sandbox!
    const config = await sandbox.deploySource({ context })

    // USD prices: A 2,000, B 1, C 3. Raw price of token0 in token1 per wei.
    const usd = new Map<Address, { price: number; decimals: number }>([
      [A, { price: 2000, decimals: 18 }],
      [B, { price: 1, decimals: 6 }],
      [C, { price: 3, decimals: 18 }],
    ])
    const pools: TestPool[] = []
    const layouts: { name: string; pair: [Address, Address]; fee?: number; ranges: ({ lower: number; upper: number } | undefined)[]; usd: number }[] = [
      // Full range plus nested and disjoint ranges: swaps cross many ticks.
      {
        name: 'A/B default fee',
        pair: [A, B],
        ranges: [
          undefined,
          { lower: 0.95, upper: 1.05 },
          { lower: 0.99, upper: 1.01 },
          { lower: 0.8, upper: 1.25 },
          { lower: 1.1, upper: 1.6 },
          { lower: 0.5, upper: 0.9 },
        ],
        usd: 1_000_000,
      },
      {
        name: 'A/C owner fee 0.3%',
        pair: [A, C],
        fee: 3000,
        ranges: [undefined, { lower: 0.9, upper: 1.1 }, { lower: 0.97, upper: 1.02 }, { lower: 1.2, upper: 3 }],
        usd: 300_000,
      },
      // No full range: beyond its ranges the pool has no liquidity at all.
      {
        name: 'B/C thin 1%',
        pair: [B, C],
        fee: 10_000,
        ranges: [
          { lower: 0.7, upper: 1.3 },
          { lower: 0.95, upper: 1.1 },
        ],
        usd: 20_000,
      },
    ]
    for (const layout of layouts) {
      const [t0, t1] = BigInt(layout.pair[0]) < BigInt(layout.pair[1]) ? layout.pair : [layout.pair[1], layout.pair[0]]
      const u0 = usd.get(t0)!
      const u1 = usd.get(t1)!
      const price = (u0.price / u1.price) * 10 ** (u1.decimals - u0.decimals)
      const created = await sandbox.createPool({ context, config, tokens: [t0, t1], price, fee: layout.fee })
      for (const range of layout.ranges) {
        const amount = (token: { price: number; decimals: number }) =>
          (BigInt(Math.round((layout.usd / token.price) * 1e6)) * 10n ** BigInt(token.decimals)) / 10n ** 6n
        await sandbox.addLiquidity({ context, config, pool: { ...created, tokens: [t0, t1] }, price, range, amount0: amount(u0), amount1: amount(u1) })
      }
      pools.push({ name: layout.name, address: created.address, tokens: [t0, t1], fee: created.fee })
    }
    await tx.flush()

    const deployer = createWalletClient({ account: deployerAccount, transport })
    const user = createWalletClient({ account: userAccount, transport })
    const sluice = await deploySluiceContracts({
      walletClient: deployer,
      publicClient: client,
      wrappedNative: A,
      executors: [{ kind: algebraIntegralPlugin.kind, ...algebraIntegralPlugin.executor }],
    })
    for (const token of [A, B, C]) {
      const hash = await user.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [sluice.router, maxUint256], chain: null })
      await waitForReceipt({ client: client, hash })
    }
    const adapter = createAlgebraIntegralAdapter({
      source: { id: 7, name: 'AlgebraIntegral', description: 'Algebra Integral (test world)', deployBlock: deployBlock.toString() },
      config,
      chain: { chainId: CHAIN_ID, multicall3: MULTICALL3_ADDRESS, wrappedNative: A },
      executor: sluice.executors[algebraIntegralPlugin.kind],
    })
    return {
      client,
      testClient,
      deployer,
      user,
      tx,
      context,
      config,
      adapter,
      deployBlock,
      tokens: { A, B, C },
      pools,
      pool(name) {
        const found = pools.find((p) => p.name === name)
        if (!found) throw new Error(`No test pool ${name}`)
        return found
      },
      sluice,
      stop: anvil.stop,
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
