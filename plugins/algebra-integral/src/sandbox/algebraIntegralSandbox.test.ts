import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { algebraPoolAbi } from '../abi.js'
import { startTestWorld, type TestWorld } from '../test/startTestWorld.js'
import { ALGEBRA_INTEGRAL_DEFAULT_FEE } from './createAlgebraIntegralPool.js'

let world: TestWorld
beforeAll(async () => {
  world = await startTestWorld()
}, 60_000)
afterAll(() => world?.stop())

describe('algebraIntegralSandbox', () => {
  it('deploys the official bytecode and creates initialised pools with liquidity and the asked fees', async () => {
    for (const pool of world.pools) {
      const [price, , fee] = await world.client.readContract({ address: pool.address, abi: algebraPoolAbi, functionName: 'globalState' })
      expect(price).toBeGreaterThan(0n)
      expect(fee).toBe(pool.fee)
      expect(await world.client.readContract({ address: pool.address, abi: algebraPoolAbi, functionName: 'liquidity' })).toBeGreaterThan(0n)
    }
    expect(world.pool('A/B default fee').fee).toBe(ALGEBRA_INTEGRAL_DEFAULT_FEE)
    expect(world.pool('A/C owner fee 0.3%').fee).toBe(3000)
  })
})
