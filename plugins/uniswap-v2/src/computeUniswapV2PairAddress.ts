import { type Address, encodePacked, getCreate2Address, type Hex, keccak256 } from 'viem'

export type ComputeUniswapV2PairAddressParameters = {
  factory: Address
  /** Keccak of the pair creation code. */
  initCodeHash: Hex
  /** The pair's tokens, sorted (token0 < token1). */
  token0: Address
  token1: Address
}

/** A pair's CREATE2 address: the factory creates it with salt keccak(token0 ‖ token1). */
export function computeUniswapV2PairAddress({ factory, initCodeHash, token0, token1 }: ComputeUniswapV2PairAddressParameters): Address {
  return getCreate2Address({ from: factory, salt: keccak256(encodePacked(['address', 'address'], [token0, token1])), bytecodeHash: initCodeHash })
}
