import { UnauthorizedError } from '../errors.js'
import type { ApiKeyEntry } from './ApiKeyEntry.js'
import { verifyApiKey } from './verifyApiKey.js'

export type CreateKeyStoreParameters = {
  entries: readonly ApiKeyEntry[]
}

export type KeyStore = {
  /**
   * The key entry of an `Authorization` header value: `undefined` without a header; throws
   * `UnauthorizedError` for a malformed or unknown key (an invalid key is never downgraded to
   * anonymous access).
   */
  authenticate(authorization: string | null): ApiKeyEntry | undefined
}

const keyPattern = /^(sluice_[0-9a-f]{8})_[A-Za-z0-9_-]{20,100}$/

/** Looks keys up by their public prefix, then checks the secret against the stored hash. */
export function createKeyStore({ entries }: CreateKeyStoreParameters): KeyStore {
  const byPrefix = new Map(entries.map((entry) => [entry.prefix, entry]))
  /** Keys already verified (scrypt is slow by design; verify each key once). */
  const verified = new Map<string, ApiKeyEntry>()
  return {
    authenticate(authorization) {
      if (authorization === null) return undefined
      const match = /^Bearer +(\S+) *$/i.exec(authorization)
      if (!match) throw new UnauthorizedError('Authorization must be "Bearer <API key>".')
      const key = match[1] as string
      const cached = verified.get(key)
      if (cached) return cached
      const prefix = keyPattern.exec(key)?.[1]
      const entry = prefix === undefined ? undefined : byPrefix.get(prefix)
      if (!entry || !verifyApiKey({ key, hash: entry.hash })) throw new UnauthorizedError('Invalid API key.')
      if (verified.size > 10_000) verified.clear()
      verified.set(key, entry)
      return entry
    },
  }
}
