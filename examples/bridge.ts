/**
 * A cross-chain transfer end to end with `@sluice/client` and viem: ask the cross-chain
 * `POST /v1/quote` for the transactions (approve, then the Across deposit) to move 1,000 USDT0
 * from chain 999 to USDT on chain 1868, send them with `executeSluiceTransactions`, then wait with `waitForCrossChainStatus` until
 * the sandbox relayer has filled the deposit.
 * Run `pnpm start` (both sandbox chains), then `pnpm example:bridge`.
 */
import { createSluiceClient } from '@sluice/client'
import { executeSluiceTransactions } from '@sluice/client/viem'
import { createPublicClient, createWalletClient, erc20Abi, formatUnits, http } from 'viem'
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
const sluice = createSluiceClient({ url: sluiceUrl })

const quote = await sluice.getCrossChainQuote({
  userAddress: account.address,
  originChainId: 999,
  destinationChainId: 1868,
  tokenIn: usdt0.address,
  tokenOut: usdt.address,
  amountIn: 1_000n * 10n ** 6n,
  slippage: 0.005,
})

const balance = () => destinationClient.readContract({ address: usdt.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
const before = await balance()
for (const [i, explanation] of quote.transactionExplanations.entries()) console.log(`${i + 1}. ${explanation}`)
// Approve, then deposit, on the origin chain; the last receipt is the deposit's.
const sent = await executeSluiceTransactions({ walletClient: wallet, publicClient: originClient, answer: quote })
const deposit = sent.receipts.at(-1)!.transactionHash

// The last transaction is the deposit: its hash is the transfer's status key.
const status = await sluice.waitForCrossChainStatus({
  sourceTxHash: deposit,
  timeoutMs: 120_000,
  pollIntervalMs: 500,
  onStatus: (s) => console.log(`status: ${s.status.label}${s.destination.fillTxHash ? ` (fill ${s.destination.fillTxHash})` : ''}`),
})
if (status.status.label !== 'filled') throw new Error(`The transfer ended ${status.status.label}.`)
const received = (await balance()) - before
console.log(
  `received ${formatUnits(received, usdt.decimals)} USDT on ${destination.name} (quoted at least ${formatUnits(quote.quote.minAmountOut, usdt.decimals)})`,
)
if (received < quote.quote.minAmountOut) throw new Error('The transfer delivered less than quoted.')
console.log('Bridged as quoted.')
