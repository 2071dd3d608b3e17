import {
  deploySluiceContracts,
  feeVaultAbi,
  fixtureTokenAbi,
  fixtureTokenBytecode,
  metaGuardAbi,
  metaGuardCallerAbi,
  routerAbi,
  sluiceErrorsAbi,
} from '@sluice/contracts'
import { waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV3Plugin } from '@sluice/plugin-uniswap-v3'
import { inBigBlocks, type Sandbox, startSandbox } from '@sluice/sandbox'
import { erc20Abi, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configOf } from '../support/configOf.js'
import { type ExecutionWorld, setupExecutionWorld } from './setupExecutionWorld.js'

/** The sandbox deployer (Anvil's first development account) deploys and owns Sluice's contracts. */
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let sandbox: Sandbox
let world: ExecutionWorld

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
})
afterAll(() => sandbox?.stop())

describe('deploySluiceContracts (as the sandbox runs it)', () => {
  it('wires the router to the swap logic, the fee vault, the wrapped native and the treasury (the deployer by default), allows both executors, and lets the router credit fees', async () => {
    const { router, swapLogic, feeVault, executors } = world.contracts
    const read = (functionName: 'swapLogic' | 'feeVault' | 'wrappedNative' | 'owner' | 'treasury') =>
      world.client.readContract({ address: router, abi: routerAbi, functionName })
    expect([await read('swapLogic'), await read('feeVault'), await read('wrappedNative'), await read('owner'), await read('treasury')]).toEqual([
      swapLogic,
      feeVault,
      world.chain.wrappedNative,
      OWNER,
      OWNER,
    ])
    expect(Object.keys(executors).sort()).toEqual(defaultSourcePlugins.map((plugin) => plugin.kind).sort())
    for (const executor of Object.values(executors))
      expect(await world.client.readContract({ address: router, abi: routerAbi, functionName: 'isExecutor', args: [executor] })).toBe(true)
    expect(await world.client.readContract({ address: router, abi: routerAbi, functionName: 'isExecutor', args: [world.chain.wrappedNative] })).toBe(false)
    expect(await world.client.readContract({ address: feeVault, abi: feeVaultAbi, functionName: 'depositors', args: [router] })).toBe(true)
    expect(await world.client.readContract({ address: feeVault, abi: feeVaultAbi, functionName: 'owner' })).toBe(OWNER)
  })

  it('deploys the MetaGuard, which has no owner, and its caller, which answers only to it', async () => {
    const { metaGuard } = world.contracts
    expect(metaGuard).toBeDefined()
    const caller = await world.client.readContract({ address: metaGuard!, abi: metaGuardAbi, functionName: 'caller' })
    expect(await world.client.readContract({ address: caller, abi: metaGuardCallerAbi, functionName: 'guard' })).toBe(metaGuard)
    expect(metaGuardAbi.filter((item) => item.type === 'function').map((item) => item.name)).toEqual(['NATIVE', 'caller', 'swap'])
  })

  it('the fee vault accepts credits only from depositors, and only when backed by its balance', async () => {
    const USDT0 = world.token('USDT0').address
    const abi = [...feeVaultAbi, ...sluiceErrorsAbi]
    await expect(
      world.client.simulateContract({
        address: world.contracts.feeVault,
        abi,
        functionName: 'credit',
        args: [1, USDT0, 1n],
        account: world.wallet(0).account.address,
      }),
    ).rejects.toThrow(/NotDepositor/)
    // Even the router cannot credit what the vault does not hold.
    await expect(
      world.client.simulateContract({ address: world.contracts.feeVault, abi, functionName: 'credit', args: [1, USDT0, 1n], account: world.contracts.router }),
    ).rejects.toThrow(/UnbackedCredit/)
  })
})

describe('FixtureToken', () => {
  it('has the constructor’s metadata; only the deployer mints; transfers and allowances work as ERC20', async () => {
    const [deployer, other] = [world.wallet(0), world.wallet(1)]
    const hash = await deployer.deployContract({ abi: fixtureTokenAbi, bytecode: fixtureTokenBytecode, args: ['Test Token', 'TT', 6], chain: null })
    const token = (await waitForReceipt({ client: world.client, hash })).contractAddress!
    const read = (functionName: 'name' | 'symbol' | 'decimals' | 'owner') => world.client.readContract({ address: token, abi: fixtureTokenAbi, functionName })
    expect([await read('name'), await read('symbol'), await read('decimals'), await read('owner')]).toEqual(['Test Token', 'TT', 6, deployer.account.address])
    await expect(
      world.client.simulateContract({
        address: token,
        abi: fixtureTokenAbi,
        functionName: 'mint',
        args: [other.account.address, 1n],
        account: other.account.address,
      }),
    ).rejects.toThrow(/NotOwner/)
    const wait = async (h: Promise<`0x${string}`>) => expect((await waitForReceipt({ client: world.client, hash: await h })).status).toBe('success')
    await wait(deployer.writeContract({ address: token, abi: fixtureTokenAbi, functionName: 'mint', args: [deployer.account.address, 1000n], chain: null }))
    await wait(deployer.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [other.account.address, 300n], chain: null }))
    await wait(
      other.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [deployer.account.address, other.account.address, 300n],
        chain: null,
      }),
    )
    await expect(
      world.client.simulateContract({
        address: token,
        abi: fixtureTokenAbi,
        functionName: 'transferFrom',
        args: [deployer.account.address, other.account.address, 1n],
        account: other.account.address,
      }),
    ).rejects.toThrow(/InsufficientAllowance/)
    const balanceOf = (who: `0x${string}`) => world.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    expect([await balanceOf(deployer.account.address), await balanceOf(other.account.address)]).toEqual([700n, 300n])
    expect(
      await world.client.readContract({ address: token, abi: parseAbi(['function totalSupply() view returns (uint256)']), functionName: 'totalSupply' }),
    ).toBe(1000n)
  })
})

describe('deploySluiceContracts with position executors', () => {
  it('deploys each position executor and pairs its position managers with it in the router', async () => {
    const managers = world.chain.sources.filter((source) => source.kind === 'uniswap-v3').map((source) => configOf(source).positionManager!)
    const positions = uniswapV3Plugin.positions!
    // In big blocks, as on HyperEVM: the router takes more gas than a fast block holds.
    const deployed = await inBigBlocks({
      rpcUrl: world.chain.rpcUrl,
      run: () =>
        deploySluiceContracts({
          walletClient: world.wallet(0),
          publicClient: world.client,
          wrappedNative: world.chain.wrappedNative,
          executors: [],
          positionExecutors: [{ kind: 'uniswap-v3', ...positions.executor, positionManagers: managers }],
        }),
    })
    const executor = deployed.positionExecutors?.['uniswap-v3']
    expect(executor).toBeDefined()
    for (const manager of managers)
      expect(await world.client.readContract({ address: deployed.router, abi: routerAbi, functionName: 'positionExecutors', args: [manager] })).toBe(executor)
    expect(
      await world.client.readContract({ address: deployed.router, abi: routerAbi, functionName: 'positionExecutors', args: [world.chain.wrappedNative] }),
    ).toBe('0x0000000000000000000000000000000000000000')
  })
})
