import { type BridgeChain, type BridgeTransaction, type BridgeTransactionsParameters, type BridgeTransactionsReturnType, NoRouteFoundError } from '@sluice/core'
import { concatHex, encodeFunctionData, zeroAddress } from 'viem'
import { erc20Abi, spokePoolAbi } from './abi.js'
import type { AcrossConfig } from './acrossConfigSchema.js'

export type BuildAcrossTransactionsParameters = BridgeTransactionsParameters & {
  chains: readonly BridgeChain<AcrossConfig>[]
}

/**
 * The user's transactions for a quoted deposit: approve the SpokePool when the allowance is short
 * (not for native input: the SpokePool wraps the value itself), then `depositV3` with the quoted
 * amounts, no exclusive relayer, and the optional tag appended to the calldata.
 */
export async function buildAcrossTransactions({
  chains,
  quote,
  depositor,
  recipient,
  message = '0x',
  nativeInput = false,
  tag,
}: BuildAcrossTransactionsParameters): Promise<BridgeTransactionsReturnType> {
  const { route } = quote
  const origin = chains.find((chain) => chain.chainId === route.originChainId)
  if (!origin) throw new NoRouteFoundError(`Across is not configured on chain ${route.originChainId}.`)
  const transactions: BridgeTransaction[] = []
  const explanations: string[] = []
  if (!nativeInput) {
    const allowance = await origin.client.readContract({
      address: route.originToken,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [depositor, quote.depositContract],
    })
    if (allowance < quote.inputAmount) {
      transactions.push({
        chainId: route.originChainId,
        from: depositor,
        to: route.originToken,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [quote.depositContract, quote.inputAmount] }),
        value: 0n,
      })
      explanations.push(`Approve the Across SpokePool ${quote.depositContract} to take ${quote.inputAmount} wei of ${route.symbol} (${route.originToken}).`)
    }
  }
  const deposit = encodeFunctionData({
    abi: spokePoolAbi,
    functionName: 'depositV3',
    args: [
      depositor,
      recipient,
      route.originToken,
      route.destinationToken,
      quote.inputAmount,
      quote.outputAmount,
      BigInt(route.destinationChainId),
      zeroAddress,
      quote.quoteTimestamp,
      quote.fillDeadline,
      0,
      message,
    ],
  })
  transactions.push({
    chainId: route.originChainId,
    from: depositor,
    to: quote.depositContract,
    data: tag ? concatHex([deposit, tag]) : deposit,
    value: nativeInput ? quote.inputAmount : 0n,
  })
  explanations.push(
    `Deposit ${quote.inputAmount} wei of ${route.symbol}${nativeInput ? ' (sent as native value, wrapped by the SpokePool)' : ''} into Across on chain ${route.originChainId}; a relayer delivers ${quote.outputAmount} wei on chain ${route.destinationChainId} before ${new Date(quote.fillDeadline * 1000).toISOString()}.`,
  )
  return { transactions, explanations }
}
