import { createHash, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (key: string, salt: Buffer, length: number) => Promise<Buffer>

export type VerifyApiKeyParameters = {
  key: string
  /** The stored hash (`hashApiKey`'s output). */
  hash: string
}

/**
 * Whether a key matches a stored hash (constant-time compare); unknown hash formats never match.
 * scrypt runs on libuv's thread pool, never on the event loop.
 */
export async function verifyApiKey({ key, hash }: VerifyApiKeyParameters): Promise<boolean> {
  const parts = hash.split(':')
  if (parts[0] === 'sha256' && parts.length === 2) return safeEqual(createHash('sha256').update(key).digest(), Buffer.from(parts[1] ?? '', 'hex'))
  if (parts[0] === 'scrypt' && parts.length === 3) {
    const expected = Buffer.from(parts[2] ?? '', 'hex')
    if (expected.length === 0) return false
    return safeEqual(await scryptAsync(key, Buffer.from(parts[1] ?? '', 'hex'), expected.length), expected)
  }
  return false
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b)
}
