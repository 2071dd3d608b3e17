import type { Address } from 'viem'

/** A test token address from a small number (`testToken(1)` is 0x…0001): distinct, readable, never a real token. */
export const testToken = (n: number): Address => `0x${n.toString(16).padStart(40, '0')}`
