import { type EncodeMintParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodeAbiParameters, type Hex, zeroAddress } from 'viem'

export type EncodeAlgebraIntegralMintParameters = EncodeMintParameters

/**
 * The position executor's mint bytes: abi.encode(address deployer, int24 tickLower, int24
 * tickUpper); the deployer is zero for the factory's own pools (`Pool.extra.deployer` otherwise).
 */
export function encodeAlgebraIntegralMint({ pool, tickLower, tickUpper }: EncodeAlgebraIntegralMintParameters): Hex {
  if (!(tickLower < tickUpper)) throw new InvalidParametersError(`tickLower ${tickLower} must be below tickUpper ${tickUpper}.`)
  const deployer = (pool.extra?.deployer as Address | undefined) ?? zeroAddress
  return encodeAbiParameters([{ type: 'address' }, { type: 'int24' }, { type: 'int24' }], [deployer, tickLower, tickUpper])
}
