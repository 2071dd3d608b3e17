/**
 * A swap executed end to end with `@sluice/client` and viem: ask `/swap` for the transactions
 * (approve, then swap), send them from a funded sandbox account with `executeSluiceTransactions`,
 * and check the balances changed by exactly the quote.
 * Sells 1,000 USDT0 for native HYPE on chain 999. Run `pnpm start`, then `pnpm example:swap`.
 */
import { createSluiceClient } from '@sluice/client'
import { executeSluiceTransactions } from '@sluice/client/viem'
import { createPublicClient, createWalletClient, formatUnits, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sandboxChain, sluiceUrl } from './sandboxAccount.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const
const chain = sandboxChain(999)
// The sandbox's funded test accounts: public keys, for the local chains only.
const account = privateKeyToAccount(chain.accounts[0]!.privateKey)
const usdt0 = chain.tokens.find((token) => token.symbol === 'USDT0')!
const transport = http(chain.rpcUrl)
const sluice = createSluiceClient({ url: sluiceUrl })

const swap = await sluice.getSwap({
  chainId: 999,
  tokenIn: usdt0.address,
  tokenOut: NATIVE,
  amountIn: 1_000n * 10n ** 6n,
  slippage: 0.01,
  userAddress: account.address,
})
for (const [i, explanation] of swap.transactionExplanations.entries()) console.log(`${i + 1}. ${explanation}`)
const result = await executeSluiceTransactions({
  walletClient: createWalletClient({ account, transport }),
  publicClient: createPublicClient({ transport }),
  answer: swap,
})

const change = (token: string) => result.balanceChanges.find((c) => c.token.toLowerCase() === token.toLowerCase())!.actual
console.log(
  `spent ${formatUnits(-change(usdt0.address), usdt0.decimals)} USDT0, received ${formatUnits(change(NATIVE), 18)} ${chain.nativeSymbol} (quoted ${formatUnits(swap.quote.amountOut, 18)})`,
)
if (!result.exactAsQuoted) throw new Error('The swap did not execute exactly as quoted.')
console.log('Executed exactly as quoted.')
