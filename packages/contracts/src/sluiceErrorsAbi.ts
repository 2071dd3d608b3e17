import type { Abi } from 'viem'
import { feeVaultAbi } from './generated/feeVault.js'
import { routerAbi } from './generated/router.js'
import { swapLogicAbi } from './generated/swapLogic.js'

/**
 * Every custom error of Sluice's own contracts that a swap through the router can revert with:
 * the router's and the swap logic's (run by DELEGATECALL, so the router's ABI does not list
 * them). Executors' errors come with each plugin's executor ABI; `mergeErrorAbis` joins them.
 */
export const sluiceErrorsAbi: Abi = mergeErrorAbis([routerAbi, swapLogicAbi, feeVaultAbi])

/** The custom errors of several ABIs, each error once (by name). */
export function mergeErrorAbis(abis: readonly Abi[]): Abi {
  const all = abis.flat()
  return all.filter((item, i) => item.type === 'error' && all.findIndex((other) => other.type === 'error' && other.name === item.name) === i)
}
