import { type Account, type Address, type Chain, encodeFunctionData, type Hex, type PublicClient, type Transport, type WalletClient } from 'viem'
import { feeVaultAbi } from './generated/feeVault.js'
import { receiptOf } from './receiptOf.js'
import { routerAbi } from './routerAbi.js'
import type { SluiceDeploymentStep } from './SluiceDeploymentStep.js'

export type AllowSluiceExecutorsParameters = {
  /** Acts when it owns the router (and the fee vault); otherwise the owner's calls are returned. */
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  publicClient: PublicClient
  router: Address
  /** Executor per DEX type (`kind`). */
  executors: Readonly<Record<string, Address>>
  /** Position managers and the position executor each should be paired with. */
  positionManagers?: readonly { kind: string; positionManager: Address; executor: Address }[] | undefined
}

export type AllowSluiceExecutorsReturnType = {
  steps: SluiceDeploymentStep[]
  /** The executors the router allows once this returns, by kind. */
  allowed: Record<string, Address>
}

type Announcement = { allowedAt: bigint; announce: Hex; allow: Hex; applyTo: Address; description: string }

/**
 * Brings a router to allow the given executors and position managers through its own rules,
 * which nothing here can shorten: an executor (or pairing) allowed already stays; one announced
 * and applicable now (its `EXECUTOR_DELAY` passed, within `ANNOUNCEMENT_WINDOW`) is allowed; one
 * announced and not yet applicable is left waiting; one not announced, or whose announcement
 * expired, is announced. The fee vault is made to take the router's deposits. Transactions are
 * sent only when the signer is the owner; otherwise each step carries the owner's call.
 */
export async function allowSluiceExecutors({
  walletClient,
  publicClient,
  router,
  executors,
  positionManagers = [],
}: AllowSluiceExecutorsParameters): Promise<AllowSluiceExecutorsReturnType> {
  const read = <result>(functionName: string, args: readonly unknown[] = []) =>
    publicClient.readContract({ address: router, abi: routerAbi, functionName: functionName as never, args: args as never }) as Promise<result>
  const [owner, feeVault, delay, window] = await Promise.all([
    read<Address>('owner'),
    read<Address>('feeVault'),
    read<bigint>('EXECUTOR_DELAY'),
    read<bigint>('ANNOUNCEMENT_WINDOW'),
  ])
  const isOwner = owner.toLowerCase() === walletClient.account.address.toLowerCase()
  const now = (await publicClient.getBlock({ blockTag: 'latest' })).timestamp
  const send = async (to: Address, data: Hex) => {
    const hash = await walletClient.sendTransaction({ to, data, chain: walletClient.chain ?? null, account: walletClient.account })
    const receipt = await receiptOf({ publicClient, hash })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} to ${to} reverted.`)
    return receipt
  }
  const steps: SluiceDeploymentStep[] = []
  // One announcement's next move, from the router's own clock (the latest block's timestamp).
  const advance = async (subject: string, address: Address, { allowedAt, announce, allow, applyTo, description }: Announcement) => {
    const expiresAt = allowedAt + window
    const applicable = allowedAt !== 0n && now >= allowedAt && now <= expiresAt
    if (allowedAt !== 0n && now < allowedAt) return steps.push({ subject, address, status: 'waiting', allowedAt, expiresAt })
    const data = applicable ? allow : announce
    if (!isOwner)
      return steps.push({
        subject,
        address,
        status: 'owner-action',
        call: { to: applyTo, data, description: `${applicable ? 'allow' : 'announce'} ${description}` },
      })
    const receipt = await send(applyTo, data)
    if (applicable) return steps.push({ subject, address, status: 'allowed-now' })
    // The router counts the delay from the announcing block's timestamp.
    const next = (await publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp + delay
    return steps.push({ subject, address, status: 'announced', allowedAt: next, expiresAt: next + window })
  }

  const allowed: Record<string, Address> = {}
  for (const [kind, executor] of Object.entries(executors)) {
    const subject = `executor "${kind}"`
    if (await read<boolean>('isExecutor', [executor])) {
      allowed[kind] = executor
      steps.push({ subject, address: executor, status: 'allowed' })
      continue
    }
    await advance(subject, executor, {
      allowedAt: await read<bigint>('executorAllowedAt', [executor]),
      announce: encodeFunctionData({ abi: routerAbi, functionName: 'announceExecutor', args: [executor] }),
      allow: encodeFunctionData({ abi: routerAbi, functionName: 'allowExecutor', args: [executor] }),
      applyTo: router,
      description: `executor ${executor} on router ${router}`,
    })
    if (steps.at(-1)?.status === 'allowed-now') allowed[kind] = executor
  }
  for (const { kind, positionManager, executor } of positionManagers) {
    const subject = `position manager ${positionManager} ("${kind}")`
    const paired = await read<Address>('positionExecutors', [positionManager])
    if (paired.toLowerCase() === executor.toLowerCase()) {
      steps.push({ subject, address: executor, status: 'allowed' })
      continue
    }
    const [announced, allowedAt] = await read<readonly [Address, bigint]>('positionManagerAnnouncements', [positionManager])
    await advance(subject, executor, {
      // An announcement of another executor counts as none.
      allowedAt: announced.toLowerCase() === executor.toLowerCase() ? allowedAt : 0n,
      announce: encodeFunctionData({ abi: routerAbi, functionName: 'announcePositionManager', args: [positionManager, executor] }),
      allow: encodeFunctionData({ abi: routerAbi, functionName: 'allowPositionManager', args: [positionManager] }),
      applyTo: router,
      description: `position manager ${positionManager} with executor ${executor} on router ${router}`,
    })
  }

  const subject = 'fee vault depositor'
  if (await publicClient.readContract({ address: feeVault, abi: feeVaultAbi, functionName: 'depositors', args: [router] })) {
    steps.push({ subject, address: feeVault, status: 'allowed' })
  } else {
    const data = encodeFunctionData({ abi: feeVaultAbi, functionName: 'setDepositor', args: [router, true] })
    const vaultOwner = await publicClient.readContract({ address: feeVault, abi: feeVaultAbi, functionName: 'owner' })
    if (vaultOwner.toLowerCase() === walletClient.account.address.toLowerCase()) {
      await send(feeVault, data)
      steps.push({ subject, address: feeVault, status: 'allowed-now' })
    } else {
      steps.push({
        subject,
        address: feeVault,
        status: 'owner-action',
        call: { to: feeVault, data, description: `let router ${router} deposit in fee vault ${feeVault}` },
      })
    }
  }
  return { steps, allowed }
}
