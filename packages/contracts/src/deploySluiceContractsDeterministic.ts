import { type Address, concat, getAddress } from 'viem'
import { allowSluiceExecutors } from './allowSluiceExecutors.js'
import { assertDeploymentsFitBlocks } from './assertDeploymentsFitBlocks.js'
import { computeSluiceContractAddresses, deterministicDeploymentProxy, sluiceDeploymentSalt } from './computeSluiceContractAddresses.js'
import type { DeploySluiceContractsParameters, DeploySluiceContractsReturnType } from './deploySluiceContracts.js'
import { receiptOf } from './receiptOf.js'
import { routerAbi } from './routerAbi.js'
import type { SluiceDeploymentStep } from './SluiceDeploymentStep.js'

export type DeploySluiceContractsDeterministicParameters = DeploySluiceContractsParameters & {
  /** Owns the router and the fee vault. Default: the signer (`walletClient.account`). */
  owner?: Address | undefined
  /**
   * A router already deployed (e.g. the config's) to keep: its own swap logic and fee vault are
   * used, and executors it does not allow yet go through its timelock (`allowSluiceExecutors`).
   * Absent: the router at the computed address, deployed when missing.
   */
  router?: Address | undefined
}

export type DeploySluiceContractsDeterministicReturnType = DeploySluiceContractsReturnType & {
  /** What was deployed, found, allowed or announced, and what waits for the owner. */
  steps: SluiceDeploymentStep[]
  /** Executors deployed but not allowed yet (announced, waiting, or waiting for the owner), by kind. */
  pendingExecutors: Record<string, Address>
}

/**
 * Deploys Sluice's contracts at their deterministic addresses (`computeSluiceContractAddresses`:
 * `CREATE2` through the deterministic deployment proxy), skipping every contract already there, so
 * a re-run deploys only what is missing. A new router allows the executors and pairs the position
 * managers in its constructor; a kept `router` is brought to allow them through its timelock. The
 * fee vault is made to take the router's deposits. What needs an owner who is not the signer is
 * returned as steps with the owner's call. Nothing is sent when a missing contract would not fit in
 * the chain's blocks for this signer (`assertDeploymentsFitBlocks`). The same call shape as `deploySluiceContracts`; `executors`
 * of the result are those the router allows now. Throws when the proxy is not on the chain, or a
 * kept router has no code.
 */
export async function deploySluiceContractsDeterministic({
  walletClient,
  publicClient,
  owner = walletClient.account.address,
  router: keptRouter,
  ...parameters
}: DeploySluiceContractsDeterministicParameters): Promise<DeploySluiceContractsDeterministicReturnType> {
  const hasCode = async (address: Address) => ((await publicClient.getCode({ address })) ?? '0x') !== '0x'
  if (!(await hasCode(deterministicDeploymentProxy)))
    throw new Error(
      `The deterministic deployment proxy ${deterministicDeploymentProxy} is not on this chain; install it first (its keyless presigned transaction, see docs/self-hosting.md).`,
    )
  if (keptRouter !== undefined && !(await hasCode(keptRouter))) throw new Error(`Router ${keptRouter} has no code on this chain.`)
  const planned = computeSluiceContractAddresses({ owner: getAddress(owner), ...parameters })
  const steps: SluiceDeploymentStep[] = []
  const missing: typeof planned.deployments = []
  for (const deployment of planned.deployments) {
    // A kept router brings its own swap logic and fee vault.
    if (keptRouter !== undefined && (deployment.label === 'router' || deployment.label === 'swap logic' || deployment.label === 'fee vault')) continue
    if (await hasCode(deployment.address)) steps.push({ subject: deployment.label, address: deployment.address, status: 'present' })
    else missing.push(deployment)
  }
  await assertDeploymentsFitBlocks({ publicClient, account: walletClient.account.address, deployments: missing })
  for (const { label, address, initCode } of missing) {
    // One deployed before may have created it.
    if (await hasCode(address)) {
      steps.push({ subject: label, address, status: 'present' })
      continue
    }
    const hash = await walletClient.sendTransaction({
      to: deterministicDeploymentProxy,
      data: concat([sluiceDeploymentSalt, initCode]),
      chain: walletClient.chain ?? null,
      account: walletClient.account,
    })
    const receipt = await receiptOf({ publicClient, hash })
    if (receipt.status !== 'success' || !(await hasCode(address))) throw new Error(`Deploying the ${label} at ${address} failed in ${hash}.`)
    steps.push({ subject: label, address, status: 'deployed' })
  }

  const router = keptRouter === undefined ? planned.router : getAddress(keptRouter)
  const read = (functionName: 'swapLogic' | 'feeVault') => publicClient.readContract({ address: router, abi: routerAbi, functionName })
  const [swapLogic, feeVault] = keptRouter === undefined ? [planned.swapLogic, planned.feeVault] : await Promise.all([read('swapLogic'), read('feeVault')])
  const positionManagers = (parameters.positionExecutors ?? []).flatMap(({ kind, positionManagers }) =>
    positionManagers.map((positionManager) => ({ kind, positionManager: getAddress(positionManager), executor: planned.positionExecutors?.[kind] as Address })),
  )
  const allowance = await allowSluiceExecutors({ walletClient, publicClient, router, executors: planned.executors, positionManagers })
  steps.push(...allowance.steps)
  const pendingExecutors = Object.fromEntries(Object.entries(planned.executors).filter(([kind]) => allowance.allowed[kind] === undefined))
  return {
    router,
    swapLogic,
    feeVault,
    executors: allowance.allowed,
    ...(planned.positionExecutors ? { positionExecutors: planned.positionExecutors } : {}),
    metaGuard: planned.metaGuard,
    steps,
    pendingExecutors,
  }
}
