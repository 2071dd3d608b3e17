import { describe, expect, it } from 'vitest'
import { computeUniswapV3PoolAddress } from './computeUniswapV3PoolAddress.js'

// Uniswap V3 on Ethereum: the USDC/WETH 0.05% pool.
const mainnet = {
  factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  initCodeHash: '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54',
  usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
} as const

describe('computeUniswapV3PoolAddress', () => {
  it('derives a real pool address, whatever the token order', () => {
    const { factory, initCodeHash, usdc, weth } = mainnet
    expect(computeUniswapV3PoolAddress({ factory, initCodeHash, tokenA: usdc, tokenB: weth, fee: 500 })).toBe('0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640')
    expect(computeUniswapV3PoolAddress({ factory, initCodeHash, tokenA: weth, tokenB: usdc, fee: 500 })).toBe('0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640')
    expect(computeUniswapV3PoolAddress({ factory, initCodeHash, tokenA: usdc, tokenB: weth, fee: 3000 })).toBe('0x8ad599c3A0ff1De082011EFDDc58f1908eb6e6D8')
  })
})
