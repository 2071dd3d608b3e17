import { createUniswapV2Simulator } from '@sluice/plugin-uniswap-v2'
import type { Address } from 'viem'

/** A test token address from a small number. */
export const testToken = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as Address

let next = 1

/** A Uniswap V2 pair simulator (0.3%) with the given reserves, at a fresh address. */
export function v2TestSimulator(token0: Address, token1: Address, reserve0: bigint, reserve1: bigint) {
  return createUniswapV2Simulator({
    state: {
      pool: { id: testToken(0x1000 + next++), address: testToken(0x1000 + next++), sourceId: 0, tokens: [token0, token1], fee: 3000 },
      blockNumber: 1n,
      data: { reserve0, reserve1 },
    },
  })
}
