import { expect, test } from 'vitest'
import type { Currency } from './api.js'
import { humanizeExplanation } from './humanizeExplanation.js'

const usdt0 = `0x${'a1'.repeat(20)}`
const usdt = `0x${'b2'.repeat(20)}`
const currencies: Currency[] = [
  { chainId: 999, address: usdt0, symbol: 'USDT0', name: 'USDT0', decimals: 6, isNative: false, bridgeable: true },
  { chainId: 1868, address: usdt, symbol: 'USDT', name: 'Tether', decimals: 6, isNative: false, bridgeable: true },
]
const humanize = (text: string) =>
  humanizeExplanation({
    text,
    quote: { bridge: { symbol: 'USDT', inputToken: usdt0, outputToken: usdt } as never },
    originChainId: 999,
    destinationChainId: 1868,
    currencies,
  })

test("a cross-chain step's amounts in tokens, as the page names them", () => {
  expect(humanize(`Approve the SpokePool to take 1000000000 wei of USDT (${usdt0}).`)).toBe('Approve the SpokePool to take 1,000 USDT0.')
  expect(humanize('Deposit 1000000000 wei of USDT into Across on chain 999; a relayer delivers 999450000 wei on chain 1868 before 2026.')).toBe(
    'Deposit 1,000 USDT0 into Across on chain 999; a relayer delivers 999.45 USDT on chain 1868 before 2026.',
  )
  expect(humanize(`On chain 1868 it swaps to at least 5000000 wei of ${usdt}.`)).toBe('On chain 1868 it swaps to at least 5 USDT.')
  // A token the currencies do not list stays as written.
  expect(humanize(`at least 7 wei of 0x${'cc'.repeat(20)}`)).toBe(`at least 7 wei of 0x${'cc'.repeat(20)}`)
})
