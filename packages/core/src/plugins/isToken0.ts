import type { Address } from 'viem'
import { InvalidTokenError } from '../errors/errors.js'
import type { Pool } from '../types/Pool.js'

export type IsToken0Parameters = {
  pool: Pick<Pool, 'address' | 'tokens'>
  /** The token asked about, in any case. */
  token: Address
  /** The pool's tokens in lower case, when the caller keeps them (a simulator asked on every quote); computed otherwise. */
  lowerTokens?: readonly [string, string] | undefined
}

/**
 * Whether `token` is the pool's token0 (false: token1), for a simulator's swap direction: the
 * pool's own spelling first, then any case. Throws `InvalidTokenError` for a token the pool does
 * not hold.
 */
export function isToken0({ pool, token, lowerTokens }: IsToken0Parameters): boolean {
  const [token0, token1] = pool.tokens
  if (token === token0) return true
  if (token === token1) return false
  const lower = token.toLowerCase()
  if (lower === (lowerTokens?.[0] ?? token0.toLowerCase())) return true
  if (lower === (lowerTokens?.[1] ?? token1.toLowerCase())) return false
  throw new InvalidTokenError(`Token ${token} is not in pool ${pool.address}.`)
}
