import { type EncodeMintParameters, InvalidParametersError } from '@sluice/core'
import { encodeAbiParameters, type Hex } from 'viem'

export type EncodeSlipstreamMintParameters = EncodeMintParameters

/** The position executor's mint bytes: abi.encode(int24 tickSpacing, int24 tickLower, int24 tickUpper), the pool's spacing from `Pool.extra.tickSpacing`. */
export function encodeSlipstreamMint({ pool, tickLower, tickUpper }: EncodeSlipstreamMintParameters): Hex {
  if (!(tickLower < tickUpper)) throw new InvalidParametersError(`tickLower ${tickLower} must be below tickUpper ${tickUpper}.`)
  const tickSpacing = Number(pool.extra?.tickSpacing)
  if (!Number.isInteger(tickSpacing) || tickSpacing <= 0) throw new InvalidParametersError(`Pool ${pool.address} has no tick spacing.`)
  return encodeAbiParameters([{ type: 'int24' }, { type: 'int24' }, { type: 'int24' }], [tickSpacing, tickLower, tickUpper])
}
