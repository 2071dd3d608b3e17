import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../types/Token.js'
import type { LiquiditySplitSearch } from '../zap/solveLiquiditySplit.js'
import type { PricedToken } from './ChainEngine.js'
import { nativePriceIn } from './nativePriceIn.js'

export type LegGasTermsParameters = {
  /** The gas price the solver weighs (native wei). */
  gasPrice: bigint
  /** A token's metadata and USD price; undefined when the token is unknown. */
  pricedToken(address: Address): PricedToken | undefined
}

export type LegGasTermsReturnType = Pick<LiquiditySplitSearch, 'gasPrice' | 'nativePrice'>

/** The gas terms of a zap's or a rebalance's legs: each leg weighs its gas in the token it buys, as a quote does. */
export function legGasTerms({ gasPrice, pricedToken }: LegGasTermsParameters): LegGasTermsReturnType {
  const nativeUsd = pricedToken(NATIVE_TOKEN_ADDRESS)?.priceUsd
  return {
    gasPrice,
    nativePrice(token) {
      const priced = pricedToken(token)
      return nativePriceIn({ nativeUsd, tokenUsd: priced?.priceUsd, decimals: priced?.decimals })
    },
  }
}
