import type { Abi } from 'viem'
import { feeVaultAbi } from './generated/feeVault.js'
import { routerAbi } from './generated/router.js'
import { swapLogicAbi } from './generated/swapLogic.js'
import { uniswapV2ExecutorAbi } from './generated/uniswapV2Executor.js'
import { uniswapV3ExecutorAbi } from './generated/uniswapV3Executor.js'

const all = [...routerAbi, ...swapLogicAbi, ...uniswapV2ExecutorAbi, ...uniswapV3ExecutorAbi, ...feeVaultAbi]

/**
 * Every custom error a swap through the router can revert with: the router's own and those of
 * the code it runs by DELEGATECALL (swap logic, executors), which the router's ABI does not list.
 * Use it to decode a swap's revert data.
 */
export const sluiceErrorsAbi: Abi = all.filter((item, i) => item.type === 'error' && all.findIndex((other) => other.type === 'error' && other.name === item.name) === i)
