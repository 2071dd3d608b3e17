import { createHash, randomBytes, scryptSync } from 'node:crypto'

export type HashApiKeyParameters = {
  key: string
  /** `sha256` (default; keys are 256-bit random, so a fast hash is enough) or `scrypt`. */
  algorithm?: 'sha256' | 'scrypt' | undefined
}

/** The stored form of an API key: `sha256:<hex>` or `scrypt:<salt hex>:<hash hex>`. */
export function hashApiKey({ key, algorithm = 'sha256' }: HashApiKeyParameters): string {
  if (algorithm === 'sha256') return `sha256:${createHash('sha256').update(key).digest('hex')}`
  const salt = randomBytes(16)
  return `scrypt:${salt.toString('hex')}:${scryptSync(key, salt, 32).toString('hex')}`
}
