import { type Position, PositionNotFoundError, type ReadPositionParameters } from '@sluice/core'
import { type Address, decodeFunctionResult, encodeFunctionData, getAddress, type Hex, maxUint128, parseAbi } from 'viem'

/**
 * What the NonfungiblePositionManagers of Uniswap V3, Algebra, Slipstream and their forks share.
 * `positions` declares the fields that differ as words: the nonce, and the one that names the
 * pool (a fee, a deployer, a tick spacing), which the kind decodes.
 */
const abi = parseAbi([
  'function positions(uint256 tokenId) view returns (uint256 nonce, address operator, address token0, address token1, bytes32 poolKey, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params) payable returns (uint256 amount0, uint256 amount1)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params) payable returns (uint256 amount0, uint256 amount1)',
])

export type ReadManagerPositionParameters = ReadPositionParameters & {
  /**
   * The position's fields from the word of `positions` that names its pool (V3's fee, Algebra's
   * deployer, Slipstream's tick spacing); throws to refuse a position the kind does not support.
   */
  poolKey: (word: Hex) => Pick<Position, 'fee'>
}

/**
 * Reads a position of a NonfungiblePositionManager at a block, and what withdrawing it in full
 * pays: the manager's own `decreaseLiquidity` (all of it) then `collect` (everything), run by
 * `eth_call` from the owner, so earned fees are counted exactly as the manager counts them. A
 * position the manager does not hold throws core's `PositionNotFoundError`.
 */
export async function readManagerPosition({ client, positionManager, tokenId, blockNumber, poolKey }: ReadManagerPositionParameters): Promise<Position> {
  let owner: Address
  let position: readonly [bigint, Address, Address, Address, Hex, number, number, bigint, bigint, bigint, bigint, bigint]
  try {
    ;[owner, position] = await Promise.all([
      client.readContract({ address: positionManager, abi, functionName: 'ownerOf', args: [tokenId], blockNumber }),
      client.readContract({ address: positionManager, abi, functionName: 'positions', args: [tokenId], blockNumber }),
    ])
  } catch (cause) {
    throw new PositionNotFoundError(`Position ${tokenId} does not exist in position manager ${positionManager}.`, { cause: cause as Error })
  }
  const [, , token0, token1, key, tickLower, tickUpper, liquidity] = position
  const pool = poolKey(key)
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
    ...pool,
    tickLower,
    tickUpper,
    liquidity,
    withdrawable: [collected[0], collected[1]],
  }
}
