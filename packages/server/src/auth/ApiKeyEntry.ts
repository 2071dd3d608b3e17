import type { Address } from 'viem'

/** One API key as the keys file stores it: never the key itself, only its hash. */
export type ApiKeyEntry = {
  /** `sha256:<hex>` of the key, or `scrypt:<salt hex>:<hash hex>`. */
  hash: string
  /** Short public prefix of the key (first characters), to tell keys apart in logs. */
  prefix: string
  partnerId: number
  /** Where the partner's fees go. */
  feeRecipient: Address
  /** ISO 8601 creation time. */
  createdAt: string
}
