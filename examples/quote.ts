/**
 * A quote from the aggregator API: sell 10 native HYPE for USDT0 on chain 999.
 * Run `pnpm start` in one terminal, then `pnpm example:quote` in another.
 */
import { formatUnits } from 'viem'
import { sandboxChain, sluiceUrl } from './sandboxAccount.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const chain = sandboxChain(999)
const usdt0 = chain.tokens.find((token) => token.symbol === 'USDT0')!

const response = await fetch(`${sluiceUrl}/999/v1/quote`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ tokenIn: NATIVE, tokenOut: usdt0.address, amountIn: (10n * 10n ** 18n).toString(), slippage: 0.005 }),
})
const quote = (await response.json()) as {
  amountOut: string
  minOutputAmount: string
  blockNumber: number
  priceImpactPct: number | null
  swaps: { dexName: string; poolAddress: string; amountIn: string; amountOut: string }[]
  error?: string
  message?: string
}
if (!response.ok) throw new Error(`Quote failed (${response.status}): ${quote.error} ${quote.message}`)

console.log(
  `10 ${chain.nativeSymbol} -> ${formatUnits(BigInt(quote.amountOut), usdt0.decimals)} USDT0 (at least ${formatUnits(BigInt(quote.minOutputAmount), usdt0.decimals)} after slippage)`,
)
console.log(`block ${quote.blockNumber}, price impact ${quote.priceImpactPct?.toFixed(4)}%`)
for (const step of quote.swaps) console.log(`  ${step.dexName} ${step.poolAddress}: ${step.amountIn} -> ${step.amountOut}`)
