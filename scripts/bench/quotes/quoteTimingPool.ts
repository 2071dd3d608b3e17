import { testToken } from '@sluice/core/testing'

/**
 * The two-token pool every quote-timing section builds its simulators on (test addresses: token0
 * `testToken(1)`, token1 `testToken(2)`); only the states differ.
 */
export const quoteTimingPool = {
  id: testToken(3),
  address: testToken(3),
  sourceId: 0,
  tokens: [testToken(1), testToken(2)],
  fee: 3000,
} as const
