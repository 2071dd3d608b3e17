import { type Address, encodePacked, getContractAddress, keccak256 } from 'viem'
import type { SolidlyV1PluginConfig } from './solidlyV1ConfigSchema.js'

export type GetSolidlyV1PoolAddressParameters = {
  token0: Address
  token1: Address
  stable: boolean
  config: Pick<SolidlyV1PluginConfig, 'factory' | 'pairCodeHash'>
}

/**
 * The address the factory gives the pair of `token0`/`token1` (sorted) and curve: CREATE2 from the
 * factory (`new Pair{salt: salt}()`) with salt `keccak256(abi.encodePacked(token0, token1,
 * stable))`, of the creation code whose hash is the factory's `pairCodeHash()`.
 */
export function getSolidlyV1PoolAddress({ token0, token1, stable, config }: GetSolidlyV1PoolAddressParameters): Address {
  const salt = keccak256(encodePacked(['address', 'address', 'bool'], [token0, token1, stable]))
  return getContractAddress({ opcode: 'CREATE2', from: config.factory, salt, bytecodeHash: config.pairCodeHash })
}
