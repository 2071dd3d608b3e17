import { InvalidParametersError, type SwapTransaction } from '@sluice/core'
import { type Address, encodeAbiParameters, encodeFunctionData, isAddressEqual, keccak256, type PublicClient } from 'viem'
import type { UniswapV3Incentive } from './UniswapV3Incentive.js'
import { uniswapV3StakerAbi } from './uniswapV3StakerAbi.js'

export type UnstakeUniswapV3PositionParameters = {
  client: PublicClient
  /** The staker holding the NFT. */
  staker: Address
  tokenId: bigint
  /** Incentives the position may be staked in (of this staker). */
  incentives: readonly UniswapV3Incentive[]
  /** The deposit's owner, who sends the transactions and gets the NFT and the rewards. */
  owner: Address
}

export type UnstakeUniswapV3PositionReturnType = {
  transactions: SwapTransaction[]
  explanations: string[]
}

/**
 * The owner's transactions that take a position out of the v3-staker, in order: unstake it from
 * every incentive it is staked in (rewards accrue to the owner), claim each reward token, then
 * withdraw the NFT to the owner. Throws `InvalidParametersError` when the deposit is not the owner's.
 */
export async function unstakeUniswapV3Position({
  client,
  staker,
  tokenId,
  incentives,
  owner,
}: UnstakeUniswapV3PositionParameters): Promise<UnstakeUniswapV3PositionReturnType> {
  const [depositOwner] = await client.readContract({ address: staker, abi: uniswapV3StakerAbi, functionName: 'deposits', args: [tokenId] })
  if (!isAddressEqual(depositOwner, owner))
    throw new InvalidParametersError(`Position ${tokenId} is deposited in ${staker} for ${depositOwner}, not for ${owner}.`)
  const transactions: SwapTransaction[] = []
  const explanations: string[] = []
  const rewardTokens = new Set<Address>()
  for (const incentive of incentives) {
    if (!isAddressEqual(incentive.staker, staker)) continue
    const key = {
      rewardToken: incentive.rewardToken,
      pool: incentive.pool,
      startTime: incentive.startTime,
      endTime: incentive.endTime,
      refundee: incentive.refundee,
    }
    const id = keccak256(
      encodeAbiParameters(
        [{ type: 'tuple', components: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'uint256' }, { type: 'address' }] }],
        [[key.rewardToken, key.pool, key.startTime, key.endTime, key.refundee]],
      ),
    )
    const [, liquidity] = await client.readContract({ address: staker, abi: uniswapV3StakerAbi, functionName: 'stakes', args: [tokenId, id] })
    if (liquidity === 0n) continue
    transactions.push({
      from: owner,
      to: staker,
      data: encodeFunctionData({ abi: uniswapV3StakerAbi, functionName: 'unstakeToken', args: [key, tokenId] }),
      value: 0n,
    })
    explanations.push(
      `Unstake position ${tokenId} from the incentive of pool ${incentive.pool} (reward token ${incentive.rewardToken}); its rewards accrue to you.`,
    )
    rewardTokens.add(incentive.rewardToken)
  }
  for (const rewardToken of rewardTokens) {
    transactions.push({
      from: owner,
      to: staker,
      data: encodeFunctionData({ abi: uniswapV3StakerAbi, functionName: 'claimReward', args: [rewardToken, owner, 0n] }),
      value: 0n,
    })
    explanations.push(`Claim your ${rewardToken} staking rewards.`)
  }
  transactions.push({
    from: owner,
    to: staker,
    data: encodeFunctionData({ abi: uniswapV3StakerAbi, functionName: 'withdrawToken', args: [tokenId, owner, '0x'] }),
    value: 0n,
  })
  explanations.push(`Withdraw position ${tokenId} from the staker back to your wallet.`)
  return { transactions, explanations }
}
