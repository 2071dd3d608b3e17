import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { nativeInLowerCase } from './nativeInLowerCase.js'
import { stringifyAnswer } from './stringifyAnswer.js'

const native = NATIVE_TOKEN_ADDRESS
const lower = native.toLowerCase()
const upper = `0x${'E'.repeat(40)}`

describe('stringifyAnswer', () => {
  it('writes the native token in lower case wherever a field holds it, the same text as the replacer', () => {
    const answers: unknown[] = [
      { tokenIn: native, tokenOut: '0x5555555555555555555555555555555555555555', amountIn: '1' },
      { tokens: [{ address: upper }, { address: lower }], nested: { deep: [[native]] } },
      { tokenIn: lower, calldata: '0xEeee12', note: `a message naming ${native} inside` },
      { [native]: native, list: [native, 'x'] },
      { value: '0xEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE' },
      [],
      'text',
      null,
    ]
    for (const answer of answers) expect(stringifyAnswer(answer)).toBe(JSON.stringify(answer, nativeInLowerCase))
    expect(stringifyAnswer({ tokenIn: native })).toBe(`{"tokenIn":"${lower}"}`)
    expect(stringifyAnswer({ tokens: [{ address: upper }] })).toBe(`{"tokens":[{"address":"${lower}"}]}`)
  })

  it('leaves an answer without the native token as JSON.stringify writes it', () => {
    const answer = { tokenIn: lower, amountOut: '999490964', route: [{ pool: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }] }
    expect(stringifyAnswer(answer)).toBe(JSON.stringify(answer))
  })
})
