import { type Abi, parseAbi } from 'viem'
import { feeVaultAbi } from './generated/feeVault.js'
import { swapLogicAbi } from './generated/swapLogic.js'
import { routerAbi } from './routerAbi.js'

/**
 * Every custom error of Sluice's own contracts that a swap through the router can revert with:
 * the router's, the swap logic's and the shared `SwapSteps` library's (run by DELEGATECALL, so
 * the router's ABI does not list them). Executors' errors come with each plugin's executor ABI; `mergeErrorAbis` joins them.
 */
export const sluiceErrorsAbi: Abi = mergeErrorAbis([routerAbi, swapLogicAbi, feeVaultAbi, swapStepsErrorsAbi()])

/** The errors of the shared `SwapSteps` library, which executors raise while paying a pool. */
function swapStepsErrorsAbi(): Abi {
  return parseAbi([
    'error ExecutorNotAllowed(address executor)',
    'error UnexpectedCallback(address caller)',
    'error InputBudgetExceeded(uint256 amount, uint256 remaining)',
    'error PayerTokenMismatch(address token, address inputToken)',
    'error MalformedRoute()',
  ])
}

/** The custom errors of several ABIs, each error once (by name). */
export function mergeErrorAbis(abis: readonly Abi[]): Abi {
  const all = abis.flat()
  return all.filter((item, i) => item.type === 'error' && all.findIndex((other) => other.type === 'error' && other.name === item.name) === i)
}
