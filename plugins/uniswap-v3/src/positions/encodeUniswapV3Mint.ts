import { type EncodeMintParameters, InvalidParametersError } from '@sluice/core'
import { encodeAbiParameters, type Hex } from 'viem'

export type EncodeUniswapV3MintParameters = EncodeMintParameters

/** The position executor's mint bytes: abi.encode(uint24 fee, int24 tickLower, int24 tickUpper). */
export function encodeUniswapV3Mint({ pool, tickLower, tickUpper }: EncodeUniswapV3MintParameters): Hex {
  if (!(tickLower < tickUpper)) throw new InvalidParametersError(`tickLower ${tickLower} must be below tickUpper ${tickUpper}.`)
  return encodeAbiParameters([{ type: 'uint24' }, { type: 'int24' }, { type: 'int24' }], [pool.fee, tickLower, tickUpper])
}
