import { type Account, type Address, type Chain, getAddress, type Hex, parseAbi, type PublicClient, type Transport, type WalletClient } from 'viem'
import { uniswapV3PositionExecutorAbi, uniswapV3PositionExecutorBytecode } from '../generated/uniswapV3PositionExecutor.js'

/** The router's owner-only, timelocked pairing of a position manager with its executor. */
const routerAbi = parseAbi([
  'function EXECUTOR_DELAY() view returns (uint256)',
  'function announcePositionManager(address positionManager, address executor)',
  'function allowPositionManager(address positionManager)',
])

export type DeployUniswapV3PositionExecutorParameters = {
  /** The router's owner. */
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  /** A client of an Anvil chain: its clock is moved past the router's timelock. */
  publicClient: PublicClient
  router: Address
  /** The NonfungiblePositionManagers to allow (one per V3 deployment). */
  positionManagers: readonly Address[]
}

/**
 * Deploys the V3 position executor and pairs each position manager with it in the router: each
 * pairing is announced, Anvil's clock is moved past the router's timelock, then each is allowed.
 */
export async function deployUniswapV3PositionExecutor({ walletClient, publicClient, router, positionManagers }: DeployUniswapV3PositionExecutorParameters): Promise<Address> {
  const chain = walletClient.chain ?? null
  const send = async (hash: Hex) => {
    if ((await publicClient.waitForTransactionReceipt({ hash })).status !== 'success') throw new Error(`Setup transaction ${hash} reverted.`)
  }
  const hash = await walletClient.deployContract({ abi: uniswapV3PositionExecutorAbi, bytecode: uniswapV3PositionExecutorBytecode, chain, account: walletClient.account })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deployment failed in ${hash}.`)
  const executor = getAddress(receipt.contractAddress)
  for (const positionManager of positionManagers)
    await send(await walletClient.writeContract({ address: router, abi: routerAbi, functionName: 'announcePositionManager', args: [positionManager, executor], chain, account: walletClient.account }))
  const delay = await publicClient.readContract({ address: router, abi: routerAbi, functionName: 'EXECUTOR_DELAY' })
  await publicClient.request({ method: 'evm_increaseTime' as never, params: [`0x${(delay + 1n).toString(16)}`] as never })
  await publicClient.request({ method: 'evm_mine' as never, params: [] as never })
  for (const positionManager of positionManagers)
    await send(await walletClient.writeContract({ address: router, abi: routerAbi, functionName: 'allowPositionManager', args: [positionManager], chain, account: walletClient.account }))
  return executor
}
