import { decodeAbiParameters, type Hex, hexToBytes } from 'viem'

export type DecodeTokenTextParameters = {
  /** Return data of a token's `symbol()` or `name()`. */
  data: Hex
}

/**
 * A token's `symbol()` / `name()` return data as text. Most tokens return an ABI `string`; some
 * old ones (MKR, SAI) return `bytes32`, padded with zeros, which is exactly 32 bytes (an ABI
 * string is at least 64). Control characters are dropped and whitespace trimmed; data that is
 * neither gives `''`.
 */
export function decodeTokenText({ data }: DecodeTokenTextParameters): string {
  const bytes = hexToBytes(data)
  let text = ''
  if (bytes.length === 32) text = new TextDecoder().decode(bytes)
  else if (bytes.length >= 64)
    try {
      ;[text] = decodeAbiParameters([{ type: 'string' }], data)
    } catch {
      text = ''
    }
  return text.replace(/[\u0000-\u001f\u007f\ufffd]/g, '').trim()
}
