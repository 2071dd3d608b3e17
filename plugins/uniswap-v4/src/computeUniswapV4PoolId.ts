import { encodeAbiParameters, type Hex, keccak256 } from 'viem'
import type { UniswapV4PoolKey } from './UniswapV4PoolKey.js'

export type ComputeUniswapV4PoolIdParameters = {
  key: UniswapV4PoolKey
}

export type ComputeUniswapV4PoolIdReturnType = Hex

/** `PoolIdLibrary.toId`: keccak256 of the ABI-encoded pool key (lower-case hex). */
export function computeUniswapV4PoolId({ key }: ComputeUniswapV4PoolIdParameters): ComputeUniswapV4PoolIdReturnType {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }, { type: 'int24' }, { type: 'address' }],
      [key.currency0, key.currency1, key.fee, key.tickSpacing, key.hooks],
    ),
  )
}
