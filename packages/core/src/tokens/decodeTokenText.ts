import { decodeAbiParameters, type Hex, hexToBytes } from 'viem'

export type DecodeTokenTextParameters = {
  /** Return data of a token's `symbol()` or `name()`. */
  data: Hex
  /** Longest text kept, in characters (longer is cut). Default 64. */
  maxLength?: number | undefined
}

/**
 * Characters a token's text must not carry into responses and logs: C0/C1 controls, the
 * replacement character, zero-width characters and every bidi control (which can make a symbol
 * display as another one).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control and bidi characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffd]/g

/**
 * A token's `symbol()` / `name()` return data as text. Most tokens return an ABI `string`; some
 * old ones (MKR, SAI) return `bytes32`, padded with zeros, which is exactly 32 bytes (an ABI
 * string is at least 64). Control, zero-width and bidi characters are dropped, whitespace trimmed
 * and the text cut to `maxLength` characters; data that is neither gives `''`.
 */
export function decodeTokenText({ data, maxLength = 64 }: DecodeTokenTextParameters): string {
  const bytes = hexToBytes(data)
  let text = ''
  if (bytes.length === 32) text = new TextDecoder().decode(bytes)
  else if (bytes.length >= 64)
    try {
      ;[text] = decodeAbiParameters([{ type: 'string' }], data)
    } catch {
      text = ''
    }
  return [...text.replace(UNSAFE, '').trim()].slice(0, maxLength).join('').trim()
}
