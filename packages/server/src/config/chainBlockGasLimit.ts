import { knownChains } from '@sluice/core'
import type { ChainConfig } from './serverConfigSchema.js'

export type ChainBlockGasLimitParameters = {
  chain: Pick<ChainConfig, 'chainId' | 'blockGasLimit'>
}

/** The chain's `blockGasLimit`: the config's, else the known chain's (`knownChains`), else none (`null` in the config: none). */
export function chainBlockGasLimit({ chain }: ChainBlockGasLimitParameters): bigint | undefined {
  if (chain.blockGasLimit === null) return undefined
  const gas = chain.blockGasLimit ?? knownChains.find((known) => known.chainId === chain.chainId)?.blockGasLimit?.gas
  return gas === undefined ? undefined : BigInt(gas)
}
