import { type Hex, toHex } from 'viem'

/** A Solidity short string (< 32 bytes) as its storage word: bytes left-aligned, length * 2 last. */
export function shortString(value: string): Hex {
  const bytes = new TextEncoder().encode(value)
  if (bytes.length > 31) throw new Error(`"${value}" is not a short string.`)
  const word = new Uint8Array(32)
  word.set(bytes)
  word[31] = bytes.length * 2
  return toHex(word)
}
