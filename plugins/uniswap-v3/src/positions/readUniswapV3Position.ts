import { readManagerPosition } from '@sluice/concentrated-liquidity'
import type { Position, ReadPositionParameters } from '@sluice/core'
import { hexToNumber } from 'viem'

export type ReadUniswapV3PositionParameters = ReadPositionParameters

export type ReadUniswapV3PositionReturnType = Position

/**
 * Reads a position of a NonfungiblePositionManager at a block, and what withdrawing it in full
 * pays (the shared `readManagerPosition`): V3's `positions` names the pool by its fee.
 */
export async function readUniswapV3Position(parameters: ReadUniswapV3PositionParameters): Promise<ReadUniswapV3PositionReturnType> {
  return readManagerPosition({ ...parameters, poolKey: (word) => ({ fee: hexToNumber(word) }) })
}
