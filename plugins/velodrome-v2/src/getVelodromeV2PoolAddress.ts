import { type Address, encodePacked, getContractAddress, keccak256 } from 'viem'
import type { VelodromeV2PluginConfig } from './velodromeV2ConfigSchema.js'

export type GetVelodromeV2PoolAddressParameters = {
  token0: Address
  token1: Address
  stable: boolean
  config: Pick<VelodromeV2PluginConfig, 'factory' | 'poolAddress'>
}

/** EIP-1167 minimal proxy creation code around `implementation`, as OpenZeppelin's `Clones` deploys it. */
const cloneCreationCode = (implementation: Address) =>
  `0x3d602d80600a3d3981f3363d3d373d3d3d363d73${implementation.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3` as const

/**
 * The address the factory gives the pool of `token0`/`token1` (sorted) and curve: CREATE2 from the
 * factory with salt `keccak256(abi.encodePacked(token0, token1, stable))`, of an EIP-1167 clone of
 * `implementation` (Velodrome V2, Aerodrome) or of the creation code hashed as `initCodeHash`.
 */
export function getVelodromeV2PoolAddress({ token0, token1, stable, config }: GetVelodromeV2PoolAddressParameters): Address {
  const salt = keccak256(encodePacked(['address', 'address', 'bool'], [token0, token1, stable]))
  const bytecodeHash = config.poolAddress.mode === 'clone' ? keccak256(cloneCreationCode(config.poolAddress.implementation)) : config.poolAddress.initCodeHash
  return getContractAddress({ opcode: 'CREATE2', from: config.factory, salt, bytecodeHash })
}
