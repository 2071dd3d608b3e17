import type { Address } from 'viem'
import type { Simulator } from '../types/Simulator.js'
import { createConstantProductSimulator } from './createConstantProductSimulator.js'
import { testToken } from './testToken.js'

export type TestPoolSimulatorParameters = {
  tokens: readonly [Address, Address]
  reserves: readonly [bigint, bigint]
  /** In millionths; default 3000 (0.3%). */
  fee?: number | undefined
}

let next = 0x1000

/** A constant-product test pool (`createConstantProductSimulator`) at a fresh test address, in source 0. */
export function testPoolSimulator({ tokens, reserves, fee = 3000 }: TestPoolSimulatorParameters): Simulator {
  const address = testToken(next++)
  return createConstantProductSimulator({
    state: {
      pool: { id: address, address, sourceId: 0, tokens: [tokens[0], tokens[1]], fee },
      blockNumber: 1n,
      data: { reserve0: reserves[0], reserve1: reserves[1] },
    },
  })
}
