import { createHash, timingSafeEqual } from 'node:crypto'
import { UnauthorizedError } from '../errors.js'

export type CheckMetricsTokenParameters = {
  /** The configured token; `/metrics` is open without one. */
  token: string | undefined
  /** The request's `Authorization` header. */
  authorization: string | null
}

/** Throws `UnauthorizedError` unless `/metrics` is open or the request carries `Bearer <token>` (compared in constant time). */
export function checkMetricsToken({ token, authorization }: CheckMetricsTokenParameters): void {
  if (token === undefined) return
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? ''
  const digest = (value: string) => createHash('sha256').update(value).digest()
  if (!timingSafeEqual(digest(given), digest(token))) throw new UnauthorizedError('/metrics needs "Authorization: Bearer <metrics token>".')
}
