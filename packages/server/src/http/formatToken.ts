import type { PricedToken } from '@sluice/core'
import { formatAddress } from './formatAddress.js'

export type FormatTokenParameters = {
  token: PricedToken
}

/** A token as the API writes it (`TokenInfo`): its address as `formatAddress` writes it, its metadata and USD price. */
export function formatToken({ token }: FormatTokenParameters) {
  return { address: formatAddress(token.address), symbol: token.symbol, name: token.name, decimals: token.decimals, priceUsd: token.priceUsd }
}
