import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'

const NATIVE_LOWER = NATIVE_TOKEN_ADDRESS.toLowerCase()

/** A `JSON.stringify` replacer: every API writes the native token as the spec does, in lower case, wherever a field holds it. */
export function nativeInLowerCase(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.length === 42 && value.toLowerCase() === NATIVE_LOWER ? NATIVE_LOWER : value
}
