import { nativeInLowerCase } from './nativeInLowerCase.js'

/** `0x` and then, within the next 40 characters of `e`s, an upper-case `E`: the native token's address not in lower case (or a hex string that starts like it). */
const NATIVE_NOT_LOWER = /0x[eE]{0,39}E/

/**
 * An answer's JSON body, with the native token in lower case wherever a field holds it
 * (`nativeInLowerCase`). A replacer makes `JSON.stringify` call back for every value, so the body is
 * written without one first, and again with it only when it may hold the native token otherwise
 * written (most answers already hold it in lower case): the same text either way.
 */
export function stringifyAnswer(json: unknown): string {
  const body = JSON.stringify(json)
  return NATIVE_NOT_LOWER.test(body) ? JSON.stringify(json, nativeInLowerCase) : body
}
