import { InvalidParametersError, type PoolState } from '@sluice/core'
import { describe, expect, it } from 'vitest'
import { decodeFeedStates } from './decodeFeedStates.js'
import { encodeFeedStates } from './encodeFeedStates.js'

const pool = {
  id: '0x00000000000000000000000000000000000000aa',
  address: '0x00000000000000000000000000000000000000aa',
  sourceId: 1,
  tokens: ['0x00000000000000000000000000000000000000b1', '0x00000000000000000000000000000000000000b2'],
  fee: 3000,
} as const

/** A state shaped like a concentrated-liquidity pool's: bigints and a tick table of typed arrays. */
const stateWithTicks = (count: number): PoolState => ({
  pool,
  blockNumber: 7n,
  data: {
    liquidity: 10n ** 30n,
    ticks: Int32Array.from({ length: count }, (_, i) => (i - count / 2) * 60),
    liquidity128: BigUint64Array.from({ length: 4 * count }, (_, i) => BigInt(i) << 40n),
  },
})

describe('decodeFeedStates', () => {
  it('gives back what was encoded, each typed array in a buffer of its own (not a view pinning the entry)', () => {
    const states = [stateWithTicks(3), stateWithTicks(64)]
    const data = encodeFeedStates({ changed: states, removed: ['0x00000000000000000000000000000000000000cc'] })
    const decoded = decodeFeedStates({ data })
    expect(decoded).toEqual({ changed: states, removed: ['0x00000000000000000000000000000000000000cc'] })
    for (const state of decoded.changed) {
      const { ticks, liquidity128 } = state.data as { ticks: Int32Array; liquidity128: BigUint64Array }
      for (const view of [ticks, liquidity128]) {
        expect(view.buffer).not.toBe(data.buffer)
        expect(view.buffer.byteLength).toBe(view.byteLength)
      }
    }
  })

  it('refuses another encoding version and bytes that are no entry', () => {
    const data = encodeFeedStates({ changed: [stateWithTicks(2)], removed: [] })
    expect(() => decodeFeedStates({ data: Buffer.concat([Buffer.of(2), data.subarray(1)]) })).toThrow(InvalidParametersError)
    expect(() => decodeFeedStates({ data: Buffer.of(1, 0xff, 0x00, 0x13) })).toThrow(InvalidParametersError)
    expect(() => decodeFeedStates({ data: Buffer.concat([Buffer.of(1), encodeFeedStates({ changed: [], removed: [] }).subarray(1, 4)]) })).toThrow(
      InvalidParametersError,
    )
  })
})
