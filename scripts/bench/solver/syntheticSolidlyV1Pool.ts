import type { Simulator } from '@sluice/core'
import { createSolidlyV1Simulator } from '@sluice/plugin-solidly-v1'
import type { Address } from 'viem'

export type SyntheticSolidlyV1PoolParameters = {
  address: Address
  sourceId: number
  tokens: readonly [Address, Address]
  reserves: readonly [bigint, bigint]
  /** `10 ** decimals` of each token. */
  decimals: readonly [bigint, bigint]
  stable: boolean
  /** Basis points (the factory's fee for the curve). */
  fee: bigint
}

/** A Solidly V1 pair (the real simulator, Velodrome V1's `Pair` math), volatile or stable. */
export function syntheticSolidlyV1Pool({ address, sourceId, tokens, reserves, decimals, stable, fee }: SyntheticSolidlyV1PoolParameters): Simulator {
  return createSolidlyV1Simulator({
    state: {
      pool: { id: address, address, sourceId, tokens: [tokens[0], tokens[1]], fee: Number(fee) * 100 },
      blockNumber: 1n,
      data: { reserve0: reserves[0], reserve1: reserves[1], decimals0: decimals[0], decimals1: decimals[1], stable, fee },
    },
  })
}
