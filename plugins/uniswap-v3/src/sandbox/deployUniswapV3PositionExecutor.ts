import { type Account, type Address, type Chain, getAddress, parseAbi, type PublicClient, type Transport, type WalletClient } from 'viem'
import { uniswapV3PositionExecutorAbi, uniswapV3PositionExecutorBytecode } from '../generated/uniswapV3PositionExecutor.js'

/** The router's owner-only pairing of a position manager with its executor. */
const routerAbi = parseAbi(['function setPositionManager(address positionManager, address executor)'])

export type DeployUniswapV3PositionExecutorParameters = {
  /** The router's owner. */
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  publicClient: PublicClient
  router: Address
  /** The NonfungiblePositionManagers to allow (one per V3 deployment). */
  positionManagers: readonly Address[]
}

/** Deploys the V3 position executor and pairs each position manager with it in the router. */
export async function deployUniswapV3PositionExecutor({ walletClient, publicClient, router, positionManagers }: DeployUniswapV3PositionExecutorParameters): Promise<Address> {
  const chain = walletClient.chain ?? null
  const hash = await walletClient.deployContract({ abi: uniswapV3PositionExecutorAbi, bytecode: uniswapV3PositionExecutorBytecode, chain, account: walletClient.account })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deployment failed in ${hash}.`)
  const executor = getAddress(receipt.contractAddress)
  for (const positionManager of positionManagers) {
    const set = await walletClient.writeContract({ address: router, abi: routerAbi, functionName: 'setPositionManager', args: [positionManager, executor], chain, account: walletClient.account })
    if ((await publicClient.waitForTransactionReceipt({ hash: set })).status !== 'success') throw new Error(`setPositionManager reverted in ${set}.`)
  }
  return executor
}
