import { readManagerPosition } from '@sluice/concentrated-liquidity'
import { InvalidParametersError, type Position, type ReadPositionParameters } from '@sluice/core'
import { getAddress, slice, zeroAddress } from 'viem'

export type ReadAlgebraIntegralPositionParameters = ReadPositionParameters

export type ReadAlgebraIntegralPositionReturnType = Position

/**
 * Reads a position of Algebra Integral's NonfungiblePositionManager at a block, and what
 * withdrawing it in full pays (the shared `readManagerPosition`). Positions in custom pools (a
 * non-zero deployer) are refused: Sluice routes only the factory's own pools by default.
 */
export async function readAlgebraIntegralPosition(parameters: ReadAlgebraIntegralPositionParameters): Promise<ReadAlgebraIntegralPositionReturnType> {
  return readManagerPosition({
    ...parameters,
    poolKey: (word) => {
      const deployer = getAddress(slice(word, 12))
      if (deployer !== zeroAddress)
        throw new InvalidParametersError(`Position ${parameters.tokenId} is in a custom pool (deployer ${deployer}): not supported.`)
      return {}
    },
  })
}
