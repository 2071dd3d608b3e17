import { createHash, scryptSync, timingSafeEqual } from 'node:crypto'

export type VerifyApiKeyParameters = {
  key: string
  /** The stored hash (`hashApiKey`'s output). */
  hash: string
}

/** Whether a key matches a stored hash (constant-time compare); unknown hash formats never match. */
export function verifyApiKey({ key, hash }: VerifyApiKeyParameters): boolean {
  const parts = hash.split(':')
  if (parts[0] === 'sha256' && parts.length === 2)
    return safeEqual(createHash('sha256').update(key).digest(), Buffer.from(parts[1] ?? '', 'hex'))
  if (parts[0] === 'scrypt' && parts.length === 3) {
    const expected = Buffer.from(parts[2] ?? '', 'hex')
    if (expected.length === 0) return false
    return safeEqual(scryptSync(key, Buffer.from(parts[1] ?? '', 'hex'), expected.length), expected)
  }
  return false
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b)
}
