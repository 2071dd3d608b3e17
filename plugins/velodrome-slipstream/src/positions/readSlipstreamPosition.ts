import { type Position, PositionNotFoundError, type ReadPositionParameters } from '@sluice/core'
import { type Address, decodeFunctionResult, encodeFunctionData, getAddress, maxUint128 } from 'viem'
import { slipstreamPositionManagerAbi as abi } from './slipstreamPositionManagerAbi.js'

export type ReadSlipstreamPositionParameters = ReadPositionParameters

export type ReadSlipstreamPositionReturnType = Position

/**
 * Reads a position of Slipstream's NonfungiblePositionManager at a block, and what withdrawing it
 * in full pays: the manager's own `decreaseLiquidity` (all of it) then `collect` (everything), run
 * by `eth_call` from the owner, so earned fees are exact. Pools are keyed by tick spacing, so the
 * position has no `fee`.
 */
export async function readSlipstreamPosition({
  client,
  positionManager,
  tokenId,
  blockNumber,
}: ReadSlipstreamPositionParameters): Promise<ReadSlipstreamPositionReturnType> {
  let owner: Address
  let position: readonly [bigint, Address, Address, Address, number, number, number, bigint, bigint, bigint, bigint, bigint]
  try {
    ;[owner, position] = await Promise.all([
      client.readContract({ address: positionManager, abi, functionName: 'ownerOf', args: [tokenId], blockNumber }),
      client.readContract({ address: positionManager, abi, functionName: 'positions', args: [tokenId], blockNumber }),
    ])
  } catch (cause) {
    throw new PositionNotFoundError(`Position ${tokenId} does not exist in position manager ${positionManager}.`, { cause: cause as Error })
  }
  const [, , token0, token1, , tickLower, tickUpper, liquidity] = position
  const calls = [
    ...(liquidity > 0n
      ? [encodeFunctionData({ abi, functionName: 'decreaseLiquidity', args: [{ tokenId, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: 2n ** 64n }] })]
      : []),
    encodeFunctionData({ abi, functionName: 'collect', args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }] }),
  ]
  const { data } = await client.call({
    account: owner,
    to: positionManager,
    data: encodeFunctionData({ abi, functionName: 'multicall', args: [calls] }),
    blockNumber,
  })
  const results = decodeFunctionResult({ abi, functionName: 'multicall', data: data ?? '0x' })
  const collected = decodeFunctionResult({ abi, functionName: 'collect', data: results[results.length - 1]! })
  return {
    positionManager: getAddress(positionManager),
    tokenId,
    owner: getAddress(owner),
    tokens: [getAddress(token0), getAddress(token1)],
    tickLower,
    tickUpper,
    liquidity,
    withdrawable: [collected[0], collected[1]],
  }
}
