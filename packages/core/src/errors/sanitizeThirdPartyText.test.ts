import { expect, test } from 'vitest'
import { sanitizeThirdPartyText } from './sanitizeThirdPartyText.js'

test('control and bidi characters, and links, never reach a client', () => {
  const text = 'Route \u202Egnp.exe\u202C failed\u0007; claim a refund at https://evil.example/claim?x=1 or www.evil.example or evil.com now\u2066!'
  const clean = sanitizeThirdPartyText({ text })
  expect(clean).toBe('Route gnp.exe failed ; claim a refund at [link removed] or [link removed] or [link removed] now !')
  expect(clean).not.toMatch(/[\p{Cc}\p{Cf}]/u)
  expect(sanitizeThirdPartyText({ text: 'hxxp evil.example/path and ftp://x' })).toBe('hxxp [link removed] and [link removed]')
})

test('ordinary error text stays readable and is cut to the limit', () => {
  expect(sanitizeThirdPartyText({ text: 'malformed answer (data.routeSummary.amountOut: Invalid input)' })).toBe(
    'malformed answer (data.routeSummary.amountOut: Invalid input)',
  )
  expect(sanitizeThirdPartyText({ text: 'Error(Too little received: 1.5 < 2)' })).toBe('Error(Too little received: 1.5 < 2)')
  expect(sanitizeThirdPartyText({ text: 'line one\nline two\r\n\tend' })).toBe('line one line two end')
  expect(sanitizeThirdPartyText({ text: 'x'.repeat(400), maxLength: 10 })).toBe(`${'x'.repeat(9)}…`)
})
