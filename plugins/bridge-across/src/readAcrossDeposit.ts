import { type BridgeChain, type BridgeDepositStatus, type BridgeTxRef, readLogs } from '@sluice/core'
import {
  encodeEventTopics,
  type Hex,
  isAddressEqual,
  keccak256,
  type PublicClient,
  parseEventLogs,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  zeroHash,
} from 'viem'
import { spokePoolAbi } from './abi.js'
import type { AcrossConfig } from './acrossConfigSchema.js'
import { type AcrossRelayData, computeAcrossRelayHash } from './computeAcrossRelayHash.js'
import { findBlockByTimestamp } from './findBlockByTimestamp.js'
import { fromBytes32 } from './fromBytes32.js'
import { toAcrossRelayData } from './toAcrossRelayData.js'

export type ReadAcrossDepositParameters = {
  chains: readonly BridgeChain<AcrossConfig>[]
  txHash: Hex
  /** Calldata suffix marker of a tag: the bytes after it are the tag. */
  tagMarker: Hex
}

/** SpokePool `fillStatuses`: 0 unfilled, 1 slow fill requested, 2 filled. */
const FILLED = 2n
/**
 * Extra reads of a fill's log when the status says filled but the log is not found yet: up to
 * 5 s (a load-balanced RPC's log index can lag the state it answers from).
 */
const FILL_LOG_RETRIES = 20
const FILL_LOG_RETRY_MS = 250

/**
 * Reads a deposit and its fate from the chains only: the `FundsDeposited` event in the origin
 * transaction's receipt, the destination SpokePool's fill status for that relay's hash (and the
 * `FilledRelay` event that set it, matched by the same hash), and the destination's clock against
 * the fill deadline.
 * `undefined` when no configured chain has the transaction or it made no Across deposit.
 */
export async function readAcrossDeposit({ chains, txHash, tagMarker }: ReadAcrossDepositParameters): Promise<BridgeDepositStatus | undefined> {
  const found = await findReceipt(chains, txHash)
  if (!found) return undefined
  const { chain: origin, receipt } = found
  const [event] = parseEventLogs({ abi: spokePoolAbi, eventName: 'FundsDeposited', logs: receipt.logs }).filter((log) =>
    isAddressEqual(log.address, origin.config.spokePool),
  )
  if (!event) return undefined
  const { args } = event
  const [block, transaction] = await Promise.all([origin.client.getBlock({ blockNumber: receipt.blockNumber }), origin.client.getTransaction({ hash: txHash })])
  const marker = tagMarker.slice(2).toLowerCase()
  const input = transaction.input.toLowerCase()
  // The tag is the last 16 bytes, right after the marker.
  const tagged = input.length >= 2 + 8 + marker.length + 32 && input.slice(-32 - marker.length, -32) === marker
  const deposit: BridgeDepositStatus['deposit'] = {
    chainId: origin.chainId,
    hash: txHash,
    blockNumber: receipt.blockNumber,
    timestamp: Number(block.timestamp),
    depositId: args.depositId,
    depositor: fromBytes32(args.depositor),
    recipient: fromBytes32(args.recipient),
    inputToken: fromBytes32(args.inputToken),
    inputAmount: args.inputAmount,
    outputToken: fromBytes32(args.outputToken),
    outputAmount: args.outputAmount,
    destinationChainId: Number(args.destinationChainId),
    fillDeadline: args.fillDeadline,
    hasMessage: args.message !== '0x',
    tag: tagged ? (`0x${input.slice(-32)}` as Hex) : undefined,
  }
  const destination = chains.find((chain) => chain.chainId === deposit.destinationChainId)
  const base = { kind: 'bridge-across', deposit, refund: undefined }
  if (!destination) return { ...base, state: 'pending', fill: undefined, checkedAt: Number(block.timestamp) }

  const relayData = toAcrossRelayData({ args, originChainId: BigInt(origin.chainId) })
  const relayHash = computeAcrossRelayHash({ relayData, destinationChainId: destination.chainId })
  // Read the clock first: a fill seen after it is still a fill; a deadline passed before it is final.
  const head = await destination.client.getBlock({ blockTag: 'latest' })
  const status = await destination.client.readContract({
    address: destination.config.spokePool,
    abi: spokePoolAbi,
    functionName: 'fillStatuses',
    args: [relayHash],
    blockNumber: head.number,
  })
  const checkedAt = Number(head.timestamp)
  if (status !== FILLED) return { ...base, state: checkedAt > deposit.fillDeadline ? 'expired' : 'pending', fill: undefined, checkedAt }

  const fillLog = await findFillLog({ destination, relayData, relayHash, depositTime: deposit.timestamp, head })
  let fill: BridgeDepositStatus['fill']
  if (fillLog?.transactionHash && fillLog.blockNumber !== null) {
    const fillBlock = await destination.client.getBlock({ blockNumber: fillLog.blockNumber })
    const ref: BridgeTxRef = {
      chainId: destination.chainId,
      hash: fillLog.transactionHash,
      blockNumber: fillLog.blockNumber,
      timestamp: Number(fillBlock.timestamp),
    }
    fill = {
      ...ref,
      relayer: fromBytes32(fillLog.args.relayer),
      recipient: fromBytes32(fillLog.args.relayExecutionInfo.updatedRecipient),
      outputAmount: fillLog.args.relayExecutionInfo.updatedOutputAmount,
    }
  }
  return { ...base, state: 'filled', fill, checkedAt }
}

/** Seconds a fill's block time may be before its deposit's (the two chains' clocks differ a little). */
const CLOCK_MARGIN_SECONDS = 60

type FindFillLogParameters = {
  destination: BridgeChain<AcrossConfig>
  relayData: AcrossRelayData
  relayHash: Hex
  /** Unix seconds of the deposit's block. */
  depositTime: number
  /** The destination's block the fill status was read at. */
  head: { number: bigint; timestamp: bigint }
}

/**
 * The `FilledRelay` log of exactly this relay: every field of the log, with the deposit's message
 * (the log has its hash), must hash to the relay's hash, as the SpokePool keys fills (anyone can
 * fill a relay of their own making with the same deposit ID, e.g. 1 wei to themselves). Searched
 * only where the fill can be: from the destination's block at the deposit's time (less a margin
 * for the clocks) to its last block at or before the fill deadline, in ranges of at most
 * `maxLogRange` blocks, each read through the chain's log reader (its own cap, refusals split).
 */
async function findFillLog({ destination, relayData, relayHash, depositTime, head }: FindFillLogParameters) {
  const { client, config, logs: reader } = destination
  const messageHash = relayData.message === '0x' ? zeroHash : keccak256(relayData.message)
  const range = BigInt(config.maxLogRange)
  const headTime = Number(head.timestamp)
  const from = await findBlockByTimestamp({
    client,
    timestamp: depositTime - CLOCK_MARGIN_SECONDS,
    low: BigInt(config.deployBlock),
    high: head.number,
    highTimestamp: headTime,
  })
  // Past the deadline, no later block can hold the fill.
  const last =
    headTime > relayData.fillDeadline
      ? (await findBlockByTimestamp({ client, timestamp: relayData.fillDeadline + 1, low: from, high: head.number, highTimestamp: headTime })) - 1n
      : undefined
  let cursor = from
  const scan = async () => {
    // Not `head.number`: a node may answer a read at its newest block with the state of a block
    // it is mining (Anvil does: its state for the newest block is the live one), so the fill seen
    // by `fillStatuses` can be in the next block.
    const end = last ?? (await client.getBlockNumber())
    for (let start = cursor; start <= end; start += range) {
      const topics = encodeEventTopics({
        abi: spokePoolAbi,
        eventName: 'FilledRelay',
        args: { originChainId: relayData.originChainId, depositId: relayData.depositId },
      })
      const raw = await readLogs({
        reader,
        client,
        address: config.spokePool,
        topics,
        fromBlock: start,
        toBlock: start + range - 1n < end ? start + range - 1n : end,
      })
      const logs = parseEventLogs({ abi: spokePoolAbi, eventName: 'FilledRelay', logs: raw })
      const match = logs.find(
        ({ args }) =>
          args.messageHash === messageHash &&
          computeAcrossRelayHash({
            // A fill's log carries the message's hash: the deposit's message stands in for it.
            relayData: toAcrossRelayData({ args: { ...args, message: relayData.message }, originChainId: args.originChainId }),
            destinationChainId: destination.chainId,
          }) === relayHash,
      )
      if (match) return match
    }
    // The newest block is read again next time: its logs may not be indexed yet.
    if (end > cursor) cursor = end
    return undefined
  }
  // A node can answer the fill status of its newest block before its log index has that block's
  // logs: look again briefly before answering without the fill.
  let fillLog = await scan()
  for (let attempt = 0; !fillLog && attempt < FILL_LOG_RETRIES; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, FILL_LOG_RETRY_MS))
    fillLog = await scan()
  }
  return fillLog
}

async function findReceipt(
  chains: readonly BridgeChain<AcrossConfig>[],
  hash: Hex,
): Promise<{ chain: BridgeChain<AcrossConfig>; receipt: TransactionReceipt } | undefined> {
  const answers = await Promise.all(chains.map(async (chain) => ({ chain, receipt: await receiptOrUndefined(chain.client, hash) })))
  const hit = answers.find((answer) => answer.receipt !== undefined)
  return hit?.receipt ? { chain: hit.chain, receipt: hit.receipt } : undefined
}

async function receiptOrUndefined(client: PublicClient, hash: Hex): Promise<TransactionReceipt | undefined> {
  try {
    return await client.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return undefined
    throw error
  }
}
