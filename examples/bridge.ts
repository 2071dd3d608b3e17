/**
 * A cross-chain transfer end to end with viem: ask `POST /v1/quote` for the transactions (approve,
 * then the Across deposit) to move 1,000 USDT0 from chain 999 to USDT on chain 1868, send them,
 * then follow `GET /v1/transactions/{hash}` until the sandbox relayer has filled the deposit.
 * Run `pnpm start` (both sandbox chains), then `pnpm example:bridge`.
 */
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sandboxChain, sluiceUrl } from './sandboxAccount.js'

const origin = sandboxChain(999)
const destination = sandboxChain(1868)
// The sandbox's funded test accounts: public keys, for the local chains only.
const account = privateKeyToAccount(origin.accounts[0]!.privateKey)
const usdt0 = origin.tokens.find((token) => token.symbol === 'USDT0')!
const usdt = destination.tokens.find((token) => token.symbol === 'USDT')!
const wallet = createWalletClient({ account, transport: http(origin.rpcUrl) })
const originClient = createPublicClient({ transport: http(origin.rpcUrl) })
const destinationClient = createPublicClient({ transport: http(destination.rpcUrl) })

const response = await fetch(`${sluiceUrl}/v1/quote`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    userAddress: account.address,
    originChainId: 999,
    destinationChainId: 1868,
    tokenIn: usdt0.address,
    tokenOut: usdt.address,
    amountIn: (1_000n * 10n ** 6n).toString(),
    slippage: 0.005,
  }),
})
const quote = (await response.json()) as {
  quote: { amountOut: string; minAmountOut: string }
  transactions: { chainId: number; to: Hex; data: Hex; value: string }[]
  transactionExplanations: string[]
  error?: string
  message?: string
}
if (!response.ok) throw new Error(`Quote failed (${response.status}): ${quote.error} ${quote.message}`)

const balance = () => destinationClient.readContract({ address: usdt.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
const before = await balance()
let deposit: Hex = '0x'
for (const [i, transaction] of quote.transactions.entries()) {
  console.log(`${i + 1}. ${quote.transactionExplanations[i]}`)
  deposit = await wallet.sendTransaction({ to: transaction.to, data: transaction.data, value: BigInt(transaction.value), chain: null })
  const receipt = await originClient.waitForTransactionReceipt({ hash: deposit })
  if (receipt.status !== 'success') throw new Error(`Transaction ${deposit} reverted.`)
}

// The last transaction is the deposit: its hash is the transfer's status key.
for (;;) {
  const status = (await (await fetch(`${sluiceUrl}/v1/transactions/${deposit}`)).json()) as {
    status: { label: string }
    destination: { fillTxHash: Hex | null }
  }
  console.log(`status: ${status.status.label}${status.destination.fillTxHash ? ` (fill ${status.destination.fillTxHash})` : ''}`)
  if (status.status.label === 'filled') break
  if (status.status.label !== 'pending') throw new Error(`The transfer ended ${status.status.label}.`)
  await new Promise((resolve) => setTimeout(resolve, 500))
}
const received = (await balance()) - before
console.log(
  `received ${formatUnits(received, usdt.decimals)} USDT on ${destination.name} (quoted at least ${formatUnits(BigInt(quote.quote.minAmountOut), usdt.decimals)})`,
)
if (received < BigInt(quote.quote.minAmountOut)) throw new Error('The transfer delivered less than quoted.')
console.log('Bridged as quoted.')
