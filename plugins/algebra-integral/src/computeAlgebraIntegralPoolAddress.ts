import { type Address, encodeAbiParameters, getCreate2Address, type Hex, keccak256, zeroAddress } from 'viem'

export type ComputeAlgebraIntegralPoolAddressParameters = {
  poolDeployer: Address
  initCodeHash: Hex
  /** The pool's tokens, sorted (token0 < token1). */
  token0: Address
  token1: Address
  /** A custom pool's deployer; absent or zero for the factory's own pools. */
  customDeployer?: Address | undefined
}

export type ComputeAlgebraIntegralPoolAddressReturnType = Address

/**
 * A pool's CREATE2 address, as the periphery's `PoolAddress.computeAddress`: the pool deployer
 * creates it with salt keccak(abi.encode(token0, token1)), or keccak(abi.encode(deployer,
 * token0, token1)) for a custom pool.
 */
export function computeAlgebraIntegralPoolAddress({
  poolDeployer,
  initCodeHash,
  token0,
  token1,
  customDeployer,
}: ComputeAlgebraIntegralPoolAddressParameters): ComputeAlgebraIntegralPoolAddressReturnType {
  const salt =
    customDeployer === undefined || customDeployer === zeroAddress
      ? keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [token0, token1]))
      : keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'address' }], [customDeployer, token0, token1]))
  return getCreate2Address({ from: poolDeployer, salt, bytecodeHash: initCodeHash })
}
