import { createRequire } from 'node:module'
import { waitForReceipt } from '@sluice/core'
import { type Abi, type Account, type Address, type Chain, erc20Abi, getAddress, type Hex, type PublicClient, type Transport, type WalletClient } from 'viem'
import type { UniswapV3Incentive } from '../positions/UniswapV3Incentive.js'
import { uniswapV3StakerAbi } from '../positions/uniswapV3StakerAbi.js'

const require = createRequire(import.meta.url)
const artifact = require('@uniswap/v3-staker/artifacts/contracts/UniswapV3Staker.sol/UniswapV3Staker.json') as { abi: Abi; bytecode: Hex }

/** The official UniswapV3Staker creation code (npm `@uniswap/v3-staker`). */
export const uniswapV3StakerBytecode: Hex = artifact.bytecode
/** Its full ABI (constructor included). */
export const uniswapV3StakerDeployAbi: Abi = artifact.abi

export type DeployV3StakerParameters = {
  /** Deploys the staker and funds the incentives (holds the reward tokens). */
  walletClient: WalletClient<Transport, Chain | undefined, Account>
  publicClient: PublicClient
  factory: Address
  positionManager: Address
  /** Incentives to create: each starts `START_DELAY` seconds after the latest block and lasts `duration` seconds. */
  incentives: readonly { pool: Address; rewardToken: Address; reward: bigint; duration: bigint }[]
}

export type DeployV3StakerReturnType = { staker: Address; incentives: UniswapV3Incentive[] }

/** Seconds between the latest block and the incentives' start (the staker refuses a start in the past). */
export const START_DELAY = 30n

/**
 * Deploys Uniswap's v3-staker for one V3 deployment and creates incentives on pools, funded and
 * refunded to the deployer. They start `START_DELAY` seconds after the latest block: on Anvil,
 * advance the clock (`evm_increaseTime`) to stake at once.
 */
export async function deployV3Staker({
  walletClient,
  publicClient,
  factory,
  positionManager,
  incentives,
}: DeployV3StakerParameters): Promise<DeployV3StakerReturnType> {
  const chain = walletClient.chain ?? null
  const account = walletClient.account
  const wait = async (hash: Hex) => {
    const receipt = await waitForReceipt({ client: publicClient, hash })
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted.`)
    return receipt
  }
  const year = 365n * 24n * 3600n
  const deployed = await wait(
    await walletClient.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args: [factory, positionManager, year, 10n * year], chain, account }),
  )
  const staker = getAddress(deployed.contractAddress!)
  const { timestamp } = await publicClient.getBlock()
  const created: UniswapV3Incentive[] = []
  for (const { pool, rewardToken, reward, duration } of incentives) {
    const key = { rewardToken, pool, startTime: timestamp + START_DELAY, endTime: timestamp + START_DELAY + duration, refundee: account.address }
    await wait(await walletClient.writeContract({ address: rewardToken, abi: erc20Abi, functionName: 'approve', args: [staker, reward], chain, account }))
    await wait(
      await walletClient.writeContract({ address: staker, abi: uniswapV3StakerAbi, functionName: 'createIncentive', args: [key, reward], chain, account }),
    )
    created.push({ staker, ...key })
  }
  return { staker, incentives: created }
}
