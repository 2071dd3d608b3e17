import {
  computeSluiceContractAddresses,
  type DeploySluiceContractsDeterministicParameters,
  deploySluiceContractsDeterministic,
  deterministicDeploymentProxy,
  deterministicDeploymentProxyCode,
  feeVaultAbi,
  routerAbi,
} from '@sluice/contracts'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type RunningAnvil, startAnvil, weth9Artifact } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, http, type PublicClient, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** Anvil's development accounts: 0 deploys WETH9 (the same address on both chains), 5 deploys Sluice's contracts. */
const account = (addressIndex: number) => mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex })
const DAY = 24n * 3600n

const anvils: RunningAnvil[] = []
const chains: { client: PublicClient; wrappedNative: Address; rpcUrl: string }[] = []
beforeAll(async () => {
  for (const chainId of [999, 1868]) {
    const anvil = await startAnvil({ chainId })
    anvils.push(anvil)
    const client = createPublicClient({ transport: http(anvil.rpcUrl), cacheTime: 0, pollingInterval: 100 }) as PublicClient
    const wallet = createWalletClient({ account: account(0), transport: http(anvil.rpcUrl) })
    const hash = await wallet.deployContract({ ...weth9Artifact, chain: null })
    const { contractAddress } = await client.waitForTransactionReceipt({ hash })
    chains.push({ client, wrappedNative: contractAddress!, rpcUrl: anvil.rpcUrl })
  }
})
afterAll(() => Promise.all(anvils.map((anvil) => anvil.stop())))

const kinds = ['uniswap-v2', 'velodrome-v2']
const parameters = (index: number, kindsToDeploy = kinds) => {
  const { client, wrappedNative, rpcUrl } = chains[index]!
  return {
    walletClient: createWalletClient({ account: account(5), transport: http(rpcUrl) }),
    publicClient: client,
    wrappedNative,
    executors: kindsToDeploy.map((kind) => ({ kind, ...defaultSourcePlugins.find((plugin) => plugin.kind === kind)!.executor })),
  } satisfies DeploySluiceContractsDeterministicParameters
}

describe('deploySluiceContractsDeterministic', () => {
  it('deploys at the computed addresses, the same on two chains whose constructor arguments agree, the router included', async () => {
    const [on999, on1868] = [await deploySluiceContractsDeterministic(parameters(0)), await deploySluiceContractsDeterministic(parameters(1))]
    const { deployments, ...planned } = computeSluiceContractAddresses({ owner: account(5).address, ...parameters(0) })
    expect(chains[0]!.wrappedNative).toBe(chains[1]!.wrappedNative)
    for (const deployed of [on999, on1868]) {
      expect({
        router: deployed.router,
        swapLogic: deployed.swapLogic,
        feeVault: deployed.feeVault,
        executors: deployed.executors,
        metaGuard: deployed.metaGuard,
      }).toEqual(planned)
      expect(deployed.steps.filter((step) => step.status === 'deployed').map((step) => step.subject)).toEqual(deployments.map((entry) => entry.label))
      expect(deployed.pendingExecutors).toEqual({})
    }
    const { client } = chains[0]!
    expect(await client.readContract({ address: on999.feeVault, abi: feeVaultAbi, functionName: 'depositors', args: [on999.router] })).toBe(true)
    for (const executor of Object.values(on999.executors))
      expect(await client.readContract({ address: on999.router, abi: routerAbi, functionName: 'isExecutor', args: [executor] })).toBe(true)
  })

  it('a second run sends nothing', async () => {
    const { client } = chains[0]!
    const nonce = await client.getTransactionCount({ address: account(5).address })
    const again = await deploySluiceContractsDeterministic(parameters(0))
    expect(new Set(again.steps.map((step) => step.status))).toEqual(new Set(['present', 'allowed']))
    expect(await client.getTransactionCount({ address: account(5).address })).toBe(nonce)
  })

  it('on a kept router, a new executor is announced, waits its delay, is re-announced once expired, and allowed within the window', async () => {
    const { client } = chains[1]!
    // A router deployed for one kind: the other kind's executor (deployed already) is not in its constructor's list.
    const router = (await deploySluiceContractsDeterministic(parameters(1, ['uniswap-v2']))).router
    const executor = computeSluiceContractAddresses({ owner: account(5).address, ...parameters(1) }).executors['velodrome-v2']!
    const status = async () => {
      const result = await deploySluiceContractsDeterministic({ ...parameters(1), router })
      return {
        step: result.steps.find((step) => step.subject === 'executor "velodrome-v2"' && step.status !== 'deployed' && step.status !== 'present')!,
        result,
      }
    }
    const travel = async (seconds: bigint) => {
      await client.request({ method: 'evm_increaseTime' as never, params: [toHex(seconds)] as never })
      await client.request({ method: 'evm_mine' as never, params: [] as never })
    }
    const announced = await status()
    expect(announced.step.status).toBe('announced')
    expect(announced.step.expiresAt! - announced.step.allowedAt!).toBe(7n * DAY)
    expect(announced.result.pendingExecutors).toEqual({ 'velodrome-v2': executor })
    expect(announced.result.executors['velodrome-v2']).toBeUndefined()
    expect((await status()).step).toMatchObject({ status: 'waiting', allowedAt: announced.step.allowedAt })
    await travel(2n * DAY + 7n * DAY + 60n)
    const again = await status()
    expect(again.step.status).toBe('announced')
    expect(again.step.allowedAt).toBeGreaterThan(announced.step.expiresAt!)
    await travel(2n * DAY)
    const allowed = await status()
    expect(allowed.step.status).toBe('allowed-now')
    expect(allowed.result.executors['velodrome-v2']).toBe(executor)
    expect(await client.readContract({ address: router, abi: routerAbi, functionName: 'isExecutor', args: [executor] })).toBe(true)
  })

  it("sends nothing when a contract would not fit in the chain's blocks (HyperEVM's 2M fast blocks), and deploys once they hold it", async () => {
    const { client } = chains[0]!
    const setBlockGasLimit = async (gas: bigint) => {
      await client.request({ method: 'evm_setBlockGasLimit' as never, params: [toHex(gas)] as never })
      await client.request({ method: 'evm_mine' as never, params: [] as never })
    }
    // Another owner: addresses where nothing is deployed yet.
    const forOwner = { ...parameters(0), owner: account(7).address }
    await setBlockGasLimit(2_000_000n)
    try {
      const nonce = await client.getTransactionCount({ address: account(5).address })
      // Anvil knows no `eth_usingBigBlocks`: no big blocks, as for a HyperEVM account that did not opt in.
      await expect(deploySluiceContractsDeterministic(forOwner)).rejects.toThrow(
        /^Nothing was sent: the router \(.*\).* would not fit in this chain's blocks of 2000000 gas\. On HyperEVM, opt the deployer 0x\w+ into big blocks/,
      )
      expect(await client.getTransactionCount({ address: account(5).address })).toBe(nonce)
    } finally {
      await setBlockGasLimit(100_000_000n)
    }
    const deployed = await deploySluiceContractsDeterministic(forOwner)
    expect(deployed.router).toBe(computeSluiceContractAddresses(forOwner).router)
  })

  it('refuses a chain without the deterministic deployment proxy, and a kept router without code', async () => {
    const { client } = chains[1]!
    await expect(deploySluiceContractsDeterministic({ ...parameters(1), router: account(9).address })).rejects.toThrow(/has no code on this chain/)
    // Anvil's genesis has the proxy, with the code its presigned transaction creates.
    expect(await client.getCode({ address: deterministicDeploymentProxy })).toBe(deterministicDeploymentProxyCode)
    await client.request({ method: 'anvil_setCode' as never, params: [deterministicDeploymentProxy, '0x'] as never })
    await expect(deploySluiceContractsDeterministic(parameters(1))).rejects.toThrow(
      /deterministic deployment proxy 0x4e59b44847b379578588920cA78FbF26c0B4956C is not on this chain/,
    )
    // A fork of a chain without it (as the fork builder may meet) places it, then deploys as anywhere else.
    await client.request({ method: 'anvil_setCode' as never, params: [deterministicDeploymentProxy, deterministicDeploymentProxyCode] as never })
    const planned = computeSluiceContractAddresses({ owner: account(5).address, ...parameters(1) })
    expect((await deploySluiceContractsDeterministic(parameters(1))).router).toBe(planned.router)
  })
})
