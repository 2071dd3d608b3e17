import { type Address, BaseError, decodeFunctionResult, encodeFunctionData, type PublicClient, zeroAddress } from 'viem'
import { algebraQuoterV2Abi } from '../abi.js'

export type QuoterV2Answer = { ok: true; amountOut: bigint; amountIn: bigint; priceAfter: bigint; gasEstimate: bigint; fee: number } | { ok: false }

/** One Algebra QuoterV2 single-pool quote (an `eth_call`), at a block; a revert is `{ ok: false }`. */
export async function quoteWithQuoterV2({
  client,
  quoter,
  blockNumber,
  kind,
  tokenIn,
  tokenOut,
  amount,
  limitSqrtPrice = 0n,
}: {
  client: PublicClient
  quoter: Address
  blockNumber?: bigint | undefined
  kind: 'in' | 'out'
  tokenIn: Address
  tokenOut: Address
  amount: bigint
  /** 0: no limit (the quoter then requires an exact output in full). */
  limitSqrtPrice?: bigint | undefined
}): Promise<QuoterV2Answer> {
  const params = { tokenIn, tokenOut, deployer: zeroAddress, limitSqrtPrice }
  const data =
    kind === 'in'
      ? encodeFunctionData({ abi: algebraQuoterV2Abi, functionName: 'quoteExactInputSingle', args: [{ ...params, amountIn: amount }] })
      : encodeFunctionData({ abi: algebraQuoterV2Abi, functionName: 'quoteExactOutputSingle', args: [{ ...params, amount }] })
  try {
    const { data: result } = await client.call({ to: quoter, data, blockNumber })
    // Both functions return the same tuple.
    const [amountOut, amountIn, priceAfter, , gasEstimate, fee] = decodeFunctionResult({
      abi: algebraQuoterV2Abi,
      functionName: 'quoteExactInputSingle',
      data: result!,
    })
    return { ok: true, amountOut, amountIn, priceAfter, gasEstimate, fee }
  } catch (error) {
    if (error instanceof BaseError) return { ok: false }
    throw error
  }
}
