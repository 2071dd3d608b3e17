import { encodeAbiParameters, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTokenText } from './decodeTokenText.js'

describe('decodeTokenText', () => {
  it('decodes ABI strings', () => {
    expect(decodeTokenText({ data: encodeAbiParameters([{ type: 'string' }], ['USDT0']) })).toBe('USDT0')
    expect(decodeTokenText({ data: encodeAbiParameters([{ type: 'string' }], ['Bridged USDC (Soneium)']) })).toBe('Bridged USDC (Soneium)')
    expect(decodeTokenText({ data: encodeAbiParameters([{ type: 'string' }], ['']) })).toBe('')
  })

  it('decodes zero-padded bytes32 (MKR style)', () => {
    expect(decodeTokenText({ data: stringToHex('MKR', { size: 32 }) })).toBe('MKR')
    expect(decodeTokenText({ data: stringToHex('Maker', { size: 32 }) })).toBe('Maker')
    expect(decodeTokenText({ data: stringToHex('ABCDEFGHIJKLMNOPQRSTUVWXYZ012345', { size: 32 }) })).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ012345')
  })

  it('gives an empty text for no data or malformed data, and drops control characters', () => {
    expect(decodeTokenText({ data: '0x' })).toBe('')
    expect(decodeTokenText({ data: '0x1234' })).toBe('')
    expect(decodeTokenText({ data: `0x${'ff'.repeat(64)}` })).toBe('')
    expect(decodeTokenText({ data: encodeAbiParameters([{ type: 'string' }], [' A\u0000B\n ']) })).toBe('AB')
  })
})
