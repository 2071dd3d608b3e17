import type { Address } from 'viem'
import type { PricedToken } from './ChainEngine.js'

export type UniquePricedTokensParameters = {
  addresses: readonly Address[]
  pricedToken(address: Address): PricedToken | undefined
}

/** Each known token of the list once, in order of first appearance. */
export function uniquePricedTokens({ addresses, pricedToken }: UniquePricedTokensParameters): PricedToken[] {
  const seen = new Set<string>()
  return addresses.flatMap((address) => {
    if (seen.has(address.toLowerCase())) return []
    seen.add(address.toLowerCase())
    const token = pricedToken(address)
    return token ? [token] : []
  })
}
