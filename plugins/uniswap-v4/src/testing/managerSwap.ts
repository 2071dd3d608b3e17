import { MAX_SQRT_RATIO, MIN_SQRT_RATIO } from '@sluice/concentrated-liquidity'
import { type Address, BaseError, ContractFunctionRevertedError, type PublicClient, type StateOverride } from 'viem'
import type { UniswapV4PoolKey } from '../UniswapV4PoolKey.js'
import { uniswapV4Artifacts } from '../uniswapV4Artifacts.js'

export type ManagerSwapParameters = {
  client: PublicClient
  /** v4-core's `PoolSwapTest`, approved by `account` for the pool's tokens. */
  swapTest: Address
  account: Address
  key: UniswapV4PoolKey
  zeroForOne: boolean
  /** V4's sign: < 0 exact input, > 0 exact output. */
  amountSpecified: bigint
  blockNumber?: bigint | undefined
  /** E.g. a balance large enough for any amount. */
  stateOverride?: StateOverride | undefined
}

/** The swapper's deltas, or `undefined` when the swap reverts. */
export type ManagerSwapReturnType = { amount0: bigint; amount1: bigint } | undefined

const signed128 = (value: bigint): bigint => BigInt.asIntN(128, value)

/**
 * A swap on the real PoolManager, by `eth_call` through v4-core's `PoolSwapTest` (price limit at
 * the extreme, as Sluice's executor sets it): the deltas the manager computes, nothing sent.
 */
export async function managerSwap({
  client,
  swapTest,
  account,
  key,
  zeroForOne,
  amountSpecified,
  blockNumber,
  stateOverride,
}: ManagerSwapParameters): Promise<ManagerSwapReturnType> {
  try {
    const { result } = await client.simulateContract({
      address: swapTest,
      abi: uniswapV4Artifacts.poolSwapTest.abi,
      functionName: 'swap',
      args: [
        key,
        { zeroForOne, amountSpecified, sqrtPriceLimitX96: zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n },
        { takeClaims: false, settleUsingBurn: false },
        '0x',
      ],
      account,
      blockNumber,
      stateOverride,
    })
    const delta = result as bigint
    return { amount0: signed128(delta >> 128n), amount1: signed128(delta) }
  } catch (error) {
    // Only a revert is an answer; an RPC failure fails the test.
    if (error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError)) return undefined
    throw error
  }
}
