import { type Log, toEventSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { isAlgebraIntegralStateChange } from './isAlgebraIntegralStateChange.js'

const log = (signature: string): Log => ({ topics: [toEventSelector(signature)] }) as unknown as Log

describe('isAlgebraIntegralStateChange', () => {
  it.each([
    'Initialize(uint160,int24)',
    'Mint(address,address,int24,int24,uint128,uint256,uint256)',
    'Burn(address,int24,int24,uint128,uint256,uint256)',
    'Swap(address,address,int256,int256,uint160,uint128,int24)',
    'Fee(uint16)',
    'Plugin(address)',
    'PluginConfig(uint8)',
  ])('%s changes the swap state', (signature) => expect(isAlgebraIntegralStateChange({ log: log(signature) })).toBe(true))

  it.each([
    'Collect(address,address,int24,int24,uint128,uint128)',
    'CommunityFee(uint16)',
    'TickSpacing(int24)',
    'Transfer(address,address,uint256)',
    'SwapFee(address,uint24,uint24)',
  ])('%s does not', (signature) => expect(isAlgebraIntegralStateChange({ log: log(signature) })).toBe(false))

  it('a log without topics does not', () => expect(isAlgebraIntegralStateChange({ log: { topics: [] } as unknown as Log })).toBe(false))
})
