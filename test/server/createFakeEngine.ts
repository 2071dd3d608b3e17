import type { ChainEngine, EngineQuote } from '@sluice/core'
import { ChainUnavailableError, InsufficientLiquidityError, NATIVE_TOKEN_ADDRESS, NoRouteFoundError, type Token } from '@sluice/core'
import { type Address, getAddress } from 'viem'

export const fakeTokens = {
  native: { chainId: 999, address: NATIVE_TOKEN_ADDRESS, symbol: 'HYPE', name: 'Hype', decimals: 18 },
  usdc: { chainId: 999, address: getAddress('0xb88339cb7199b77e23db6e890353e22632ba630f'), symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  weth: { chainId: 999, address: getAddress('0x5555555555555555555555555555555555555555'), symbol: 'WHYPE', name: 'Wrapped HYPE', decimals: 18 },
  /** Known but in no pool: quotes to it find no route. */
  lonely: { chainId: 999, address: getAddress('0x1111111111111111111111111111111111111111'), symbol: 'LONE', name: 'Lonely', decimals: 18 },
} satisfies Record<string, Token>

export const fakePool = getAddress('0x2222222222222222222222222222222222222222')
export const fakeRouter = getAddress('0x3333333333333333333333333333333333333333')

/**
 * A stand-in engine for the HTTP layer's tests: one pool that gives 2 units out per unit in
 * (0.3% fee tier), no route to `lonely`, not enough liquidity above 10^30 wei, and a switch
 * that makes the chain unavailable.
 */
export function createFakeEngine({ chainId = 999 }: { chainId?: number } = {}) {
  const state = { down: false, quotes: 0 }
  const byAddress = new Map(Object.values(fakeTokens).map((token) => [token.address as Address, token]))
  const quote: ChainEngine['quote'] = async (parameters) => {
    state.quotes++
    if (state.down) throw new ChainUnavailableError({ chainId, details: 'RPC did not answer within 1000 ms.' })
    if (parameters.tokenIn === fakeTokens.lonely.address || parameters.tokenOut === fakeTokens.lonely.address)
      throw new NoRouteFoundError('No pool connects the tokens.')
    if (parameters.amount > 10n ** 30n) throw new InsufficientLiquidityError('The pools cannot carry this amount.')
    const sell = parameters.mode === 'sell'
    const amountIn = sell ? parameters.amount : (parameters.amount + 1n) / 2n
    const gross = sell ? parameters.amount * 2n : parameters.amount
    const fee = parameters.partnerFee ? (gross * BigInt(parameters.partnerFee.bps)) / 10_000n : 0n
    const amountOut = gross - fee
    const slip = BigInt(Math.round(parameters.slippage * 1e6))
    const step = {
      pool: { id: fakePool, address: fakePool, sourceId: 0, tokens: [parameters.tokenIn, parameters.tokenOut] as const, fee: 3000 },
      tokenIn: parameters.tokenIn,
      tokenOut: parameters.tokenOut,
      amountIn,
      amountOut: gross,
      fee: 3000,
    }
    const result: EngineQuote = {
      route: {
        mode: parameters.mode,
        tokenIn: parameters.tokenIn,
        tokenOut: parameters.tokenOut,
        amountIn,
        amountOut: gross,
        paths: [{ steps: [step], amountIn, amountOut: gross }],
        gas: 100_000n,
        blockNumber: 42n,
      },
      amountIn,
      amountOut,
      minOutputAmount: sell ? (amountOut * (1_000_000n - slip)) / 1_000_000n : undefined,
      maxInputAmount: sell ? undefined : (amountIn * (1_000_000n + slip)) / 1_000_000n,
      partnerFee: parameters.partnerFee ? { ...parameters.partnerFee, amount: fee, token: parameters.tokenOut } : undefined,
      // One path: it is its own best single path.
      bestSinglePathAmount: sell ? amountOut : amountIn,
      priceImpactPct: 0.01,
      tokens: [parameters.tokenIn, parameters.tokenOut].map((address) => ({ ...(byAddress.get(address) as Token), priceUsd: 1 })),
      blockNumber: 42n,
    }
    return result
  }
  const engine: ChainEngine = {
    chainId,
    name: chainId === 999 ? 'HyperEVM' : `Chain ${chainId}`,
    sources: () => [
      { id: 0, name: 'UniswapV2', description: 'Uniswap V2 pools', kind: 'uniswap-v2' },
      { id: 1, name: 'UniswapV3', description: 'Uniswap V3 pools', kind: 'uniswap-v3' },
    ],
    token: (address) => byAddress.get(address),
    tokens: () => [...byAddress.values()].map((token) => ({ ...token, priceUsd: 1 })),
    quote,
    async swap(parameters) {
      const result = await quote(parameters)
      const approve = { to: parameters.tokenIn, data: '0x095ea7b3' as const, value: 0n, from: parameters.userAddress }
      const swap = { to: fakeRouter, data: '0xabcdef' as const, value: 0n, from: parameters.userAddress }
      return {
        quote: result,
        to: fakeRouter,
        calldata: '0xabcdef',
        transactions: [approve, swap],
        transactionExplanations: ['Approve', 'Swap'],
        txCostNative: 21_000n,
        txCostUsd: 0.01,
      }
    },
    health: async () => ({ chainId, ok: !state.down, headBlock: 42n, stateBlock: 42n, stateAgeSeconds: 1, problem: state.down ? 'RPC down' : undefined }),
    close: async () => {},
  }
  return { engine, state }
}
