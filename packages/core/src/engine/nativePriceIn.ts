export type NativePriceInParameters = {
  /** The native token's USD price; undefined or 0 when unknown. */
  nativeUsd: number | undefined
  /** The token's USD price; undefined or 0 when unknown. */
  tokenUsd: number | undefined
  /** The token's decimals; undefined when unknown. */
  decimals: number | undefined
}

/**
 * The value of one native wei (18 decimals) in wei of a token, from both USD prices: what the
 * solver multiplies a route's gas cost by to weigh it in that token. 0 when a price or the
 * decimals are unknown (gas is then not weighed).
 */
export function nativePriceIn({ nativeUsd, tokenUsd, decimals }: NativePriceInParameters): number {
  return nativeUsd && tokenUsd && decimals !== undefined ? (nativeUsd / tokenUsd) * 10 ** (decimals - 18) : 0
}
