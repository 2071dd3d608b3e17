import { randomBytes } from 'node:crypto'
import { type Address, getAddress } from 'viem'
import type { ApiKeyEntry } from './ApiKeyEntry.js'
import { hashApiKey } from './hashApiKey.js'

export type CreateApiKeyParameters = {
  partnerId: number
  feeRecipient: Address
  algorithm?: 'sha256' | 'scrypt' | undefined
}

export type CreateApiKeyReturnType = {
  /** The key itself: shown once, never stored. */
  key: string
  /** What the keys file stores. */
  entry: ApiKeyEntry
}

/** A new random API key (`sluice_<id>_<secret>`) and its keys-file entry. */
export function createApiKey({ partnerId, feeRecipient, algorithm }: CreateApiKeyParameters): CreateApiKeyReturnType {
  const prefix = `sluice_${randomBytes(4).toString('hex')}`
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`
  return {
    key,
    entry: {
      hash: hashApiKey({ key, algorithm }),
      prefix,
      partnerId,
      feeRecipient: getAddress(feeRecipient),
      createdAt: new Date().toISOString(),
    },
  }
}
