import { expect, test } from 'vitest'
import { isSluiceError } from '../errors/isSluiceError.js'
import { addGasMargin } from './addGasMargin.js'
import { gasLimitFor } from './gasLimitFor.js'

test('the estimate with its margin, capped at the block gas limit; over the limit, BlockGasLimitError', () => {
  expect(gasLimitFor({ estimate: 300_000n })).toBe(addGasMargin(300_000n))
  expect(gasLimitFor({ estimate: 300_000n, blockGasLimit: 2_000_000n })).toBe(addGasMargin(300_000n))
  expect(gasLimitFor({ estimate: 1_900_000n, blockGasLimit: 2_000_000n })).toBe(2_000_000n)
  expect(gasLimitFor({ estimate: 2_000_000n, blockGasLimit: 2_000_000n })).toBe(2_000_000n)
  let error: unknown
  try {
    gasLimitFor({ estimate: 2_000_001n, blockGasLimit: 2_000_000n })
  } catch (caught) {
    error = caught
  }
  expect(isSluiceError(error, 'BlockGasLimitError')).toBe(true)
  expect(error).toMatchObject({ code: 'GAS_LIMIT_EXCEEDED', blockGasLimit: 2_000_000n })
  expect((error as Error).message).toContain('big block')
})
