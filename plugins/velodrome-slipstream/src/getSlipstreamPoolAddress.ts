import { type Address, encodeAbiParameters, getContractAddress, keccak256 } from 'viem'

export type GetSlipstreamPoolAddressParameters = {
  factory: Address
  poolImplementation: Address
  /** The two tokens, in either order. */
  tokenA: Address
  tokenB: Address
  tickSpacing: number
}

/** EIP-1167 minimal proxy creation code around `implementation`, as OpenZeppelin's `Clones` deploys it. */
const cloneCreationCode = (implementation: Address) =>
  `0x3d602d80600a3d3981f3363d3d373d3d3d363d73${implementation.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3` as const

/**
 * The address `CLFactory.createPool` gives a pool (Slipstream's `PoolAddress.computeAddress`):
 * CREATE2 from the factory of a clone of `poolImplementation`, salt
 * `keccak256(abi.encode(token0, token1, tickSpacing))` over the sorted tokens.
 */
export function getSlipstreamPoolAddress({ factory, poolImplementation, tokenA, tokenB, tickSpacing }: GetSlipstreamPoolAddressParameters): Address {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  const salt = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'int24' }], [token0, token1, tickSpacing]))
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecodeHash: keccak256(cloneCreationCode(poolImplementation)) })
}
