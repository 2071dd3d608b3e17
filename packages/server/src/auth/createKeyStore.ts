import { UnauthorizedError } from '../errors.js'
import type { ApiKeyEntry } from './ApiKeyEntry.js'
import { verifyApiKey } from './verifyApiKey.js'

export type CreateKeyStoreParameters = {
  entries: readonly ApiKeyEntry[]
}

export type KeyStore = {
  /**
   * The entry of an `Authorization` header value whose key was verified before (no hashing):
   * what a request may use before it is rate-limited. `undefined` otherwise.
   */
  verified(authorization: string | null): ApiKeyEntry | undefined
  /**
   * The key entry of an `Authorization` header value: `undefined` without a header; rejects with
   * `UnauthorizedError` for a malformed or unknown key (an invalid key is never downgraded to
   * anonymous access). Hashing (scrypt) runs off the event loop.
   */
  authenticate(authorization: string | null): Promise<ApiKeyEntry | undefined>
}

const keyPattern = /^(sluice_[0-9a-f]{8})_[A-Za-z0-9_-]{20,100}$/
const bearer = /^Bearer +(\S+) *$/i

/** Looks keys up by their public prefix, then checks the secret against the stored hash. */
export function createKeyStore({ entries }: CreateKeyStoreParameters): KeyStore {
  const byPrefix = new Map(entries.map((entry) => [entry.prefix, entry]))
  /** Keys already verified (scrypt is slow by design; verify each key once). */
  const verified = new Map<string, ApiKeyEntry>()
  return {
    verified(authorization) {
      const key = authorization === null ? undefined : bearer.exec(authorization)?.[1]
      return key === undefined ? undefined : verified.get(key)
    },
    async authenticate(authorization) {
      if (authorization === null) return undefined
      const match = bearer.exec(authorization)
      if (!match) throw new UnauthorizedError('Authorization must be "Bearer <API key>".')
      const key = match[1] as string
      const cached = verified.get(key)
      if (cached) return cached
      const prefix = keyPattern.exec(key)?.[1]
      const entry = prefix === undefined ? undefined : byPrefix.get(prefix)
      if (!entry || !(await verifyApiKey({ key, hash: entry.hash }))) throw new UnauthorizedError('Invalid API key.')
      if (verified.size > 10_000) verified.clear()
      verified.set(key, entry)
      return entry
    },
  }
}
