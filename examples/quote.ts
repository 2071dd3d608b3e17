/**
 * Quotes from the aggregator API on chain 999 with `@sluice/client`: sell 10 native HYPE for
 * USDT0, then a stable-to-stable order (1,000,000 USDe for USDT0), which goes through stable
 * pools such as the ve(3,3) (Velodrome V2) ones.
 * Run `pnpm start` in one terminal, then `pnpm example:quote` in another.
 */
import { createSluiceClient } from '@sluice/client'
import { formatUnits } from 'viem'
import { sandboxChain, sluiceUrl } from './sandboxAccount.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const
const chain = sandboxChain(999)
const usdt0 = chain.tokens.find((token) => token.symbol === 'USDT0')!
const usde = chain.tokens.find((token) => token.symbol === 'USDe')!
const sluice = createSluiceClient({ url: sluiceUrl })

const sell = await sluice.getQuote({ chainId: 999, tokenIn: NATIVE, tokenOut: usdt0.address, amountIn: 10n * 10n ** 18n, slippage: 0.005 })
console.log(
  `10 ${chain.nativeSymbol} -> ${formatUnits(sell.amountOut, usdt0.decimals)} USDT0 (at least ${formatUnits(sell.minOutputAmount ?? 0n, usdt0.decimals)} after slippage)`,
)
console.log(`block ${sell.blockNumber}, price impact ${sell.priceImpactPct?.toFixed(4)}%`)
for (const step of sell.swaps) console.log(`  ${step.dexName} ${step.poolAddress}: ${step.amountIn} -> ${step.amountOut}`)

const stable = await sluice.getQuote({ chainId: 999, tokenIn: usde.address, tokenOut: usdt0.address, amountIn: 1_000_000n * 10n ** 18n, slippage: 0.005 })
console.log(`1000000 USDe -> ${formatUnits(stable.amountOut, usdt0.decimals)} USDT0`)
for (const step of stable.swaps) console.log(`  ${step.dexName} ${step.poolAddress}: ${step.amountIn} -> ${step.amountOut}`)
