import { type Hex, keccak256, toFunctionSelector } from 'viem'
import { uniswapV3Artifacts } from './uniswapV3Artifacts.js'

export type RenameSwapCallbackParameters = {
  /** The fork's swap callback name, e.g. `hyperswapV3SwapCallback`. */
  swapCallback: string
}

export type RenameSwapCallbackReturnType = {
  /** The factory's creation code, embedding the fork's pool code. */
  factoryBytecode: Hex
  /** The position manager's creation code, with the fork's pool init code hash. */
  positionManagerBytecode: Hex
  /** Keccak of the fork's pool creation code. */
  initCodeHash: Hex
}

const ORIGINAL_SELECTOR = toFunctionSelector('uniswapV3SwapCallback(int256,int256,bytes)').slice(2)

/**
 * A Uniswap V3 fork whose pools call another swap callback (as HyperSwap V3's call
 * `hyperswapV3SwapCallback`), made from the official bytecode the way such forks are made: the
 * pool code with the callback's selector substituted, the factory that deploys it, and the
 * position manager with the new pool init code hash (it derives pool addresses from it).
 */
export function renameSwapCallback({ swapCallback }: RenameSwapCallbackParameters): RenameSwapCallbackReturnType {
  const selector = toFunctionSelector(`${swapCallback}(int256,int256,bytes)`).slice(2)
  const pool = uniswapV3Artifacts.pool.bytecode.slice(2)
  const forkPool = replaceAll(pool, ORIGINAL_SELECTOR, selector, 'the pool code')
  const factory = uniswapV3Artifacts.factory.bytecode.slice(2)
  if (!factory.includes(pool)) throw new Error('The V3 factory does not embed the V3 pool code.')
  const originalHash = keccak256(`0x${pool}`).slice(2)
  const initCodeHash = keccak256(`0x${forkPool}`)
  return {
    factoryBytecode: `0x${factory.replace(pool, forkPool)}`,
    positionManagerBytecode: `0x${replaceAll(uniswapV3Artifacts.positionManager.bytecode.slice(2), originalHash, initCodeHash.slice(2), 'the position manager')}`,
    initCodeHash,
  }
}

/** Replaces every byte-aligned occurrence; fails when there is none. */
function replaceAll(code: string, from: string, to: string, what: string): string {
  let found = 0
  let out = ''
  for (let i = 0; i < code.length; ) {
    if (i % 2 === 0 && code.startsWith(from, i)) {
      out += to
      i += from.length
      found++
    } else {
      out += code[i]
      i++
    }
  }
  if (found === 0) throw new Error(`${from} is not in ${what}.`)
  return out
}
