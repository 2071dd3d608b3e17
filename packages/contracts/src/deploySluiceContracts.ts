import { type Abi, type Account, type Address, type Chain, getAddress, type Hex, type PublicClient, type Transport, type WalletClient } from 'viem'
import { feeVaultAbi, feeVaultBytecode } from './generated/feeVault.js'
import { metaGuardAbi, metaGuardBytecode } from './generated/metaGuard.js'
import { routerBytecode } from './generated/router.js'
import { swapLogicAbi, swapLogicBytecode } from './generated/swapLogic.js'
import { receiptOf } from './receiptOf.js'
import { routerAbi } from './routerAbi.js'

export type DeploySluiceContractsParameters = {
  /** Deploys, and owns the router and the fee vault. */
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  publicClient: PublicClient
  /** The chain's wrapped native token (WETH9-style). */
  wrappedNative: Address
  /** Where the router's `rescue` sends tokens sent to it by mistake, fixed for good. Default the deployer. */
  treasury?: Address | undefined
  /** The executor of each DEX type (a plugin's `kind` and its compiled executor). */
  executors: readonly { kind: string; abi: Abi; bytecode: Hex }[]
  /**
   * The position executor of each DEX type with positions (a plugin's `positions.executor`) and
   * the position managers it serves (zap and rebalance); the router's constructor pairs each
   * with it (pairings added later wait the router's timelock).
   */
  positionExecutors?: readonly { kind: string; abi: Abi; bytecode: Hex; positionManagers: readonly Address[] }[] | undefined
}

/** Sluice's contracts on one chain (the sandbox manifest's `contracts`), checksummed. */
export type DeploySluiceContractsReturnType = {
  router: Address
  swapLogic: Address
  feeVault: Address
  /** Executor per DEX type (`SourceInfo.kind`). */
  executors: Record<string, Address>
  /** Position executor per DEX type (`kind`), when any were deployed. */
  positionExecutors?: Record<string, Address> | undefined
  /** The `MetaGuard` that meta aggregator swaps settle through (stateless, no owner). */
  metaGuard: Address
}

/**
 * Deploys the swap logic, the fee vault, an executor per DEX type, the position executors (if
 * given) and the router, whose constructor allows those executors and pairs the position
 * managers with theirs (what is added later waits the router's timelock); then allows the
 * router as a fee-vault depositor. The deployer owns both. Last, the `MetaGuard` of meta
 * aggregator swaps (no owner; deployed after the others, so their addresses do not move).
 */
export async function deploySluiceContracts({
  walletClient,
  publicClient,
  wrappedNative,
  treasury,
  executors: executorArtifacts,
  positionExecutors: positionExecutorArtifacts = [],
}: DeploySluiceContractsParameters): Promise<DeploySluiceContractsReturnType> {
  const owner = walletClient.account.address
  const chain = walletClient.chain ?? null
  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[] = []): Promise<Address> => {
    const hash = await walletClient.deployContract({ abi, bytecode, args, chain, account: walletClient.account })
    const receipt = await receiptOf({ publicClient, hash })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`Deployment failed in ${hash}.`)
    return getAddress(receipt.contractAddress)
  }
  const swapLogic = await deploy(swapLogicAbi, swapLogicBytecode)
  const feeVault = await deploy(feeVaultAbi, feeVaultBytecode, [owner])
  const executors: Record<string, Address> = {}
  for (const { kind, abi, bytecode } of executorArtifacts) executors[kind] = await deploy(abi, bytecode)
  const positionExecutors: Record<string, Address> = {}
  const pairs: [Address, Address][] = []
  for (const { kind, abi, bytecode, positionManagers } of positionExecutorArtifacts) {
    const executor = await deploy(abi, bytecode)
    positionExecutors[kind] = executor
    for (const positionManager of positionManagers) pairs.push([positionManager, executor])
  }
  const router = await deploy(routerAbi, routerBytecode, [
    owner,
    swapLogic,
    feeVault,
    wrappedNative,
    treasury ?? owner,
    Object.values(executors),
    pairs.map(([positionManager]) => positionManager),
    pairs.map(([, executor]) => executor),
  ])
  const send = async (hash: Hex) => {
    const receipt = await receiptOf({ publicClient, hash })
    if (receipt.status !== 'success') throw new Error(`Setup transaction ${hash} reverted.`)
  }
  await send(
    await walletClient.writeContract({
      address: feeVault,
      abi: feeVaultAbi,
      functionName: 'setDepositor',
      args: [router, true],
      chain,
      account: walletClient.account,
    }),
  )
  const metaGuard = await deploy(metaGuardAbi, metaGuardBytecode)
  return { router, swapLogic, feeVault, executors, ...(positionExecutorArtifacts.length > 0 ? { positionExecutors } : {}), metaGuard }
}
