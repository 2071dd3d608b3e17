import { type Address, encodeFunctionData, type Hex } from 'viem'
import { v2RouterAbi, v3SwapRouterAbi } from './abi.js'
import type { DirectDexDeployment } from './directDexConfigSchema.js'
import { encodeV3Path } from './encodeV3Path.js'

export type EncodeDirectDexSwapParameters = {
  deployment: DirectDexDeployment
  /** Tokens along the route, the wrapped native token standing for the native one. */
  path: readonly Address[]
  /** V3: fee tier of each hop. */
  fees: readonly number[]
  /** The user sells the native token (sent as value; the router wraps it). */
  nativeIn: boolean
  /** The user receives the native token (the router unwraps it). */
  nativeOut: boolean
  amountIn: bigint
  /** The router reverts below this output. */
  minAmountOut: bigint
  recipient: Address
  /** Unix seconds. */
  deadline: bigint
}

export type EncodeDirectDexSwapReturnType = { to: Address; data: Hex; value: bigint }

/** The DEX router's own exact-input swap call: Router02's swapExact* (V2), SwapRouter's exactInput* (V3). */
export function encodeDirectDexSwap({
  deployment,
  path,
  fees,
  nativeIn,
  nativeOut,
  amountIn,
  minAmountOut,
  recipient,
  deadline,
}: EncodeDirectDexSwapParameters): EncodeDirectDexSwapReturnType {
  const to = deployment.router
  const value = nativeIn ? amountIn : 0n
  if (deployment.kind === 'uniswap-v2') {
    const data = nativeIn
      ? encodeFunctionData({ abi: v2RouterAbi, functionName: 'swapExactETHForTokens', args: [minAmountOut, [...path], recipient, deadline] })
      : encodeFunctionData({
          abi: v2RouterAbi,
          functionName: nativeOut ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [amountIn, minAmountOut, [...path], recipient, deadline],
        })
    return { to, data, value }
  }
  // Native output: the router receives the wrapped token and unwraps it to the recipient in the same call.
  const swapRecipient = nativeOut ? to : recipient
  const swap =
    path.length === 2
      ? encodeFunctionData({
          abi: v3SwapRouterAbi,
          functionName: 'exactInputSingle',
          args: [
            {
              tokenIn: path[0] as Address,
              tokenOut: path[1] as Address,
              fee: fees[0] as number,
              recipient: swapRecipient,
              deadline,
              amountIn,
              amountOutMinimum: minAmountOut,
              sqrtPriceLimitX96: 0n,
            },
          ],
        })
      : encodeFunctionData({
          abi: v3SwapRouterAbi,
          functionName: 'exactInput',
          args: [{ path: encodeV3Path(path, fees), recipient: swapRecipient, deadline, amountIn, amountOutMinimum: minAmountOut }],
        })
  if (!nativeOut) return { to, data: swap, value }
  const unwrap = encodeFunctionData({ abi: v3SwapRouterAbi, functionName: 'unwrapWETH9', args: [minAmountOut, recipient] })
  return { to, data: encodeFunctionData({ abi: v3SwapRouterAbi, functionName: 'multicall', args: [[swap, unwrap]] }), value }
}
