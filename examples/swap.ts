/**
 * A swap executed end to end with viem: ask `/swap` for the transactions (approve, then swap),
 * send them from a funded sandbox account, and check the balance changed by exactly the quote.
 * Sells 1,000 USDT0 for native HYPE on chain 999. Run `pnpm start`, then `pnpm example:swap`.
 */
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sandboxChain, sluiceUrl } from './sandboxAccount.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const chain = sandboxChain(999)
// The sandbox's funded test accounts: public keys, for the local chains only.
const account = privateKeyToAccount(chain.accounts[0]!.privateKey)
const usdt0 = chain.tokens.find((token) => token.symbol === 'USDT0')!
const transport = http(chain.rpcUrl)
const publicClient = createPublicClient({ transport })
const wallet = createWalletClient({ account, transport })

const response = await fetch(`${sluiceUrl}/999/v1/swap`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ tokenIn: usdt0.address, tokenOut: NATIVE, amountIn: (1_000n * 10n ** 6n).toString(), slippage: 0.01, userAddress: account.address }),
})
const swap = (await response.json()) as {
  quote: { amountIn: string; amountOut: string }
  transactions: { to: Hex; data: Hex; value: string; gas?: string }[]
  transactionExplanations: string[]
  error?: string
  message?: string
}
if (!response.ok) throw new Error(`Swap failed (${response.status}): ${swap.error} ${swap.message}`)

const usdtBefore = await publicClient.readContract({ address: usdt0.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
const nativeBefore = await publicClient.getBalance({ address: account.address })
let gasPaid = 0n
for (const [i, transaction] of swap.transactions.entries()) {
  console.log(`${i + 1}. ${swap.transactionExplanations[i]}`)
  const hash = await wallet.sendTransaction({
    to: transaction.to,
    data: transaction.data,
    value: BigInt(transaction.value),
    gas: transaction.gas ? BigInt(transaction.gas) : undefined,
    chain: null,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted.`)
  gasPaid += receipt.gasUsed * receipt.effectiveGasPrice
}
const spent = usdtBefore - (await publicClient.readContract({ address: usdt0.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] }))
const received = (await publicClient.getBalance({ address: account.address })) - nativeBefore + gasPaid

console.log(
  `spent ${formatUnits(spent, usdt0.decimals)} USDT0, received ${formatUnits(received, 18)} ${chain.nativeSymbol} (quoted ${formatUnits(BigInt(swap.quote.amountOut), 18)})`,
)
if (spent !== BigInt(swap.quote.amountIn) || received !== BigInt(swap.quote.amountOut)) throw new Error('The swap did not execute exactly as quoted.')
console.log('Executed exactly as quoted.')
