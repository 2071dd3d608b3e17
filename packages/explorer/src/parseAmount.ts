import { parseUnits } from 'viem'

export type ParseAmountParameters = {
  /** As typed: `1,000`, `0.5`, `1 000.25`. */
  text: string
  /** The token it counts; undefined while none is chosen. */
  token: { symbol: string; decimals: number } | undefined
}

export type ParseAmountReturnType = { wei: bigint; error?: undefined } | { wei?: undefined; error: string }

/**
 * An amount typed in whole tokens, in the token's base units; or why not, in the user's units
 * (thousands separators `,` or spaces are allowed, the decimal point is `.`).
 */
export function parseAmount({ text, token }: ParseAmountParameters): ParseAmountReturnType {
  if (!token) return { error: 'Choose the token first.' }
  const trimmed = text.trim()
  if (trimmed === '') return { error: `Type an amount of ${token.symbol}, such as 1,000 or 0.5.` }
  const plain = /^[0-9]{1,3}(?:[, ][0-9]{3})+(?:\.[0-9]*)?$/.test(trimmed) ? trimmed.replace(/[, ]/g, '') : trimmed
  const match = /^([0-9]*)(?:\.([0-9]*))?$/.exec(plain)
  if (!match || (match[1] === '' && !match[2])) return { error: `“${trimmed}” is not an amount of ${token.symbol}: type one such as 1,000 or 0.5.` }
  if ((match[2]?.length ?? 0) > token.decimals)
    return { error: `${token.symbol} has ${token.decimals} decimals: at most ${token.decimals} digits after the point.` }
  const wei = parseUnits(`${match[1] || '0'}.${match[2] || '0'}`, token.decimals)
  if (wei === 0n) return { error: `Type an amount above 0 ${token.symbol}.` }
  return { wei }
}
