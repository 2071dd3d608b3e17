import { type Address, encodeAbiParameters, getCreate2Address, type Hex, keccak256 } from 'viem'

export type ComputeUniswapV3PoolAddressParameters = {
  factory: Address
  initCodeHash: Hex
  /** The two tokens, in either order. */
  tokenA: Address
  tokenB: Address
  fee: number
}

export type ComputeUniswapV3PoolAddressReturnType = Address

/** `PoolAddress.computeAddress`: the CREATE2 address of a pool from its factory, tokens and fee. */
export function computeUniswapV3PoolAddress({
  factory,
  initCodeHash,
  tokenA,
  tokenB,
  fee,
}: ComputeUniswapV3PoolAddressParameters): ComputeUniswapV3PoolAddressReturnType {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  return getCreate2Address({
    from: factory,
    salt: keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint24' }], [token0, token1, fee])),
    bytecodeHash: initCodeHash,
  })
}
