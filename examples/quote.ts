/**
 * Quotes from the aggregator API on chain 999: sell 10 native HYPE for USDT0, then a
 * stable-to-stable order (1,000,000 USDe for USDT0), which goes through stable pools such as
 * the ve(3,3) (Velodrome V2) ones.
 * Run `pnpm start` in one terminal, then `pnpm example:quote` in another.
 */
import { formatUnits } from 'viem'
import { sandboxChain, sluiceUrl } from './sandboxAccount.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const chain = sandboxChain(999)
const usdt0 = chain.tokens.find((token) => token.symbol === 'USDT0')!
const usde = chain.tokens.find((token) => token.symbol === 'USDe')!

type Quote = {
  amountOut: string
  minOutputAmount: string
  blockNumber: number
  priceImpactPct: number | null
  swaps: { dexName: string; poolAddress: string; amountIn: string; amountOut: string }[]
  error?: string
  message?: string
}

async function quote(body: object): Promise<Quote> {
  const response = await fetch(`${sluiceUrl}/999/v1/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slippage: 0.005, ...body }),
  })
  const result = (await response.json()) as Quote
  if (!response.ok) throw new Error(`Quote failed (${response.status}): ${result.error} ${result.message}`)
  return result
}

const sell = await quote({ tokenIn: NATIVE, tokenOut: usdt0.address, amountIn: (10n * 10n ** 18n).toString() })
console.log(
  `10 ${chain.nativeSymbol} -> ${formatUnits(BigInt(sell.amountOut), usdt0.decimals)} USDT0 (at least ${formatUnits(BigInt(sell.minOutputAmount), usdt0.decimals)} after slippage)`,
)
console.log(`block ${sell.blockNumber}, price impact ${sell.priceImpactPct?.toFixed(4)}%`)
for (const step of sell.swaps) console.log(`  ${step.dexName} ${step.poolAddress}: ${step.amountIn} -> ${step.amountOut}`)

const stable = await quote({ tokenIn: usde.address, tokenOut: usdt0.address, amountIn: (1_000_000n * 10n ** 18n).toString() })
console.log(`1000000 USDe -> ${formatUnits(BigInt(stable.amountOut), usdt0.decimals)} USDT0`)
for (const step of stable.swaps) console.log(`  ${step.dexName} ${step.poolAddress}: ${step.amountIn} -> ${step.amountOut}`)
