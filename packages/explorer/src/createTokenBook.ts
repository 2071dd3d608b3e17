import { formatUnits } from 'viem'
import { formatAmount } from './formatAmount.js'
import { formatUsd } from './formatUsd.js'

/** What the book needs of a token: its symbol and decimals, and its USD price when the API knows one (0 or absent: unknown). */
export type BookToken = { address: string; symbol: string; decimals: number; priceUsd?: number | undefined }

export type CreateTokenBookParameters = {
  /** Every token known; a later entry for the same address wins. */
  tokens: readonly BookToken[]
}

export type TokenBook = ReturnType<typeof createTokenBook>

/** Token amounts in human units: `1,234.5 USDT0`, their dollar value (`$1,234.50`), the exact wei kept for titles. */
export function createTokenBook({ tokens }: CreateTokenBookParameters) {
  const known = new Map(tokens.map((token) => [token.address.toLowerCase(), token]))
  const token = (address: string) => known.get(address.toLowerCase())
  /** The amount's dollar value, when the token's price is known. */
  const usd = (wei: bigint | string, address: string): number | undefined => {
    const found = token(address)
    return found?.priceUsd ? Number(formatUnits(BigInt(wei), found.decimals)) * found.priceUsd : undefined
  }
  return {
    token,
    /** `1,234.5 USDT0`; an unknown token's amount stays in its base units, said so. */
    amount: (wei: bigint | string, address: string) => {
      const found = token(address)
      return found ? `${formatAmount({ wei, decimals: found.decimals })} ${found.symbol}` : `${wei} base units of ${address}`
    },
    usd,
    /** ` ($1,234.50)` or nothing when the price is unknown. */
    usdSuffix: (wei: bigint | string, address: string) => {
      const value = usd(wei, address)
      return value === undefined ? '' : ` (${formatUsd({ usd: value })})`
    },
  }
}
