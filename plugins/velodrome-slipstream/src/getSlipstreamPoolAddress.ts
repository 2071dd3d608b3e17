import { InvalidParametersError } from '@sluice/core'
import { type Address, encodeAbiParameters, getContractAddress, type Hex, keccak256 } from 'viem'
import { getSlipstreamCloneInitCodeHash } from './getSlipstreamCloneInitCodeHash.js'

export type GetSlipstreamPoolAddressParameters = {
  factory: Address
  /** The factory's pool implementation, which the pools clone; or give `poolInitCodeHash`. */
  poolImplementation?: Address | undefined
  /** Keccak of the clones' creation code (used when `poolImplementation` is absent). */
  poolInitCodeHash?: Hex | undefined
  /** The two tokens, in either order. */
  tokenA: Address
  tokenB: Address
  tickSpacing: number
}

/**
 * The address `CLFactory.createPool` gives a pool (Slipstream's `PoolAddress.computeAddress`):
 * CREATE2 from the factory of a clone of `poolImplementation` (whose creation code hashes to
 * `poolInitCodeHash`), salt `keccak256(abi.encode(token0, token1, tickSpacing))` over the sorted tokens.
 */
export function getSlipstreamPoolAddress({
  factory,
  poolImplementation,
  poolInitCodeHash,
  tokenA,
  tokenB,
  tickSpacing,
}: GetSlipstreamPoolAddressParameters): Address {
  const bytecodeHash = poolImplementation ? getSlipstreamCloneInitCodeHash(poolImplementation) : poolInitCodeHash
  if (!bytecodeHash) throw new InvalidParametersError(`Slipstream factory ${factory}: give poolImplementation or poolInitCodeHash.`)
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
  const salt = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'int24' }], [token0, token1, tickSpacing]))
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecodeHash })
}
