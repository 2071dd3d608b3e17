import { getAddress } from 'viem'
import { expect, test } from 'vitest'
import { InvalidTokenError } from '../errors/errors.js'
import { isToken0 } from './isToken0.js'

const token0 = getAddress('0x00000000000000000000000000000000000000aa')
const token1 = getAddress('0x00000000000000000000000000000000000000bb')
const pool = { address: getAddress('0x00000000000000000000000000000000000000cc'), tokens: [token0, token1] as const }

test("a pool's token in its own spelling or any case gives its side; another token is refused", () => {
  expect(isToken0({ pool, token: token0 })).toBe(true)
  expect(isToken0({ pool, token: token1 })).toBe(false)
  expect(isToken0({ pool, token: token1.toUpperCase().replace('0X', '0x') as `0x${string}` })).toBe(false)
  expect(isToken0({ pool, token: token0.toLowerCase() as `0x${string}`, lowerTokens: [token0.toLowerCase(), token1.toLowerCase()] })).toBe(true)
  expect(() => isToken0({ pool, token: getAddress('0x00000000000000000000000000000000000000dd') })).toThrow(InvalidTokenError)
})
