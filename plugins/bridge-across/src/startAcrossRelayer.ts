import type { BridgeAgent, BridgeStartAgentParameters } from '@sluice/core'
import { addGasMargin, readLogs, waitForReceipt } from '@sluice/core'
import {
  type Address,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeEventTopics,
  type Hex,
  http,
  isAddressEqual,
  maxUint256,
  type PublicClient,
  parseEventLogs,
  BaseError as ViemBaseError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { erc20Abi, spokePoolAbi } from './abi.js'
import type { AcrossConfig } from './acrossConfigSchema.js'
import type { AcrossRelayData } from './computeAcrossRelayHash.js'
import { AcrossFillRevertedError } from './errors.js'
import { fromBytes32 } from './fromBytes32.js'
import { toAcrossRelayData } from './toAcrossRelayData.js'
import { toBytes32 } from './toBytes32.js'

export type StartAcrossRelayerParameters = BridgeStartAgentParameters<AcrossConfig> & {
  /** Milliseconds between looks for new deposits. */
  pollingIntervalMs?: number | undefined
  /** Where the relayer reports fills it could not make (a reverted fill: `AcrossFillRevertedError`); default: stderr. */
  onError?: ((error: unknown) => void) | undefined
}

type Chain = {
  chainId: number
  config: AcrossConfig
  client: PublicClient
  wallet: ReturnType<typeof createWalletClient>
  relayer: Address
  /** First origin block to look for deposits in next time. */
  cursor: bigint
  /** Deposits from this origin already queued for a fill, by destination chain and deposit ID. */
  taken: Set<string>
  /** Fills on this chain go one at a time (one account, one nonce sequence). */
  queue: Promise<unknown>
}

/**
 * The sandbox's Across relayer: it watches every chain's SpokePool for `FundsDeposited` and
 * fills each deposit on its destination with a real `fillRelay` from its own inventory, taking
 * repayment on the destination. Paused, it leaves deposits alone (it looks again when resumed,
 * and skips those past their fill deadline). Everything runs in this process: `stop` ends it.
 */
export async function startAcrossRelayer({
  chains: entries,
  pollingIntervalMs = 200,
  onError = defaultOnError,
}: StartAcrossRelayerParameters): Promise<BridgeAgent> {
  const chains: Chain[] = []
  for (const { chainId, rpcUrl, config } of entries) {
    if (!config.relayer) continue
    const account = privateKeyToAccount(config.relayer.privateKey as Hex)
    const chain = defineChain({
      id: chainId,
      name: `chain ${chainId}`,
      nativeCurrency: { name: 'native', symbol: 'NATIVE', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const client = createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 100 }) as PublicClient
    const wallet = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) })
    chains.push({ chainId, config, client, wallet, relayer: account.address, cursor: BigInt(config.deployBlock), taken: new Set(), queue: Promise.resolve() })
  }
  await Promise.all(chains.map((chain) => approveDeliveries(chain, chains)))

  let paused = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let polling: Promise<void> = Promise.resolve()

  const poll = async () => {
    if (paused) return
    for (const origin of chains) {
      const head = await origin.client.getBlockNumber()
      if (head < origin.cursor) continue
      const topics = encodeEventTopics({ abi: spokePoolAbi, eventName: 'FundsDeposited' })
      const raw = await readLogs({ client: origin.client, address: origin.config.spokePool, topics, fromBlock: origin.cursor, toBlock: head })
      const logs = parseEventLogs({ abi: spokePoolAbi, eventName: 'FundsDeposited', logs: raw })
      // The head block is read again next time: a node can answer a block number before it has
      // indexed that block's logs (seen on Anvil under load), and a deposit missed there would
      // never be filled. Deposits already taken are skipped by their ID.
      origin.cursor = head
      for (const log of logs) {
        const key = `${log.args.destinationChainId}:${log.args.depositId}`
        if (origin.taken.has(key)) continue
        origin.taken.add(key)
        const destination = chains.find((chain) => BigInt(chain.chainId) === log.args.destinationChainId)
        if (destination) destination.queue = destination.queue.then(() => fill(origin, destination, log.args)).catch(onError)
      }
    }
    await Promise.all(chains.map((chain) => chain.queue))
  }
  const loop = () => {
    if (stopped) return
    polling = poll()
      .catch((error) => {
        if (!stopped) onError(error)
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, pollingIntervalMs)
      })
  }
  loop()

  return {
    pause() {
      paused = true
    },
    resume() {
      paused = false
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await polling
      await Promise.all(chains.map((chain) => chain.queue.catch(() => undefined)))
    },
  }
}

type DepositArgs = {
  inputToken?: Hex | undefined
  outputToken?: Hex | undefined
  inputAmount?: bigint | undefined
  outputAmount?: bigint | undefined
  destinationChainId?: bigint | undefined
  depositId?: bigint | undefined
  fillDeadline?: number | undefined
  exclusivityDeadline?: number | undefined
  depositor?: Hex | undefined
  recipient?: Hex | undefined
  exclusiveRelayer?: Hex | undefined
  message?: Hex | undefined
}

async function fill(origin: Chain, destination: Chain, args: DepositArgs): Promise<void> {
  const outputToken = fromBytes32(args.outputToken as Hex)
  // Deliver only assets this relayer serves on that destination, at no loss to itself.
  const serves = origin.config.routes.some(
    (route) =>
      route.destinationChainId === destination.chainId &&
      isAddressEqual(route.token, fromBytes32(args.inputToken as Hex)) &&
      isAddressEqual(route.destinationToken, outputToken),
  )
  if (!serves || (args.outputAmount as bigint) > (args.inputAmount as bigint)) return
  const head = await destination.client.getBlock({ blockTag: 'latest' })
  if (Number(head.timestamp) >= (args.fillDeadline as number)) return
  const relayData = toAcrossRelayData({ args: args as Omit<AcrossRelayData, 'originChainId'>, originChainId: BigInt(origin.chainId) })
  const relayHash = await destination.client.readContract({
    address: destination.config.spokePool,
    abi: spokePoolAbi,
    functionName: 'getV3RelayHash',
    args: [relayData],
  })
  const status = await destination.client.readContract({
    address: destination.config.spokePool,
    abi: spokePoolAbi,
    functionName: 'fillStatuses',
    args: [relayHash],
  })
  if (status === 2n) return
  try {
    const fill = {
      account: destination.wallet.account,
      address: destination.config.spokePool,
      abi: spokePoolAbi,
      functionName: 'fillRelay',
      args: [relayData, BigInt(destination.chainId), toBytes32(destination.relayer)],
    } as const
    const { request } = await destination.client.simulateContract(fill)
    // A fill whose message swaps through pools that write an oracle observation only in a new
    // second costs more than an estimate made in the block before: a bare estimate can revert on
    // chain and leave the deposit unfilled. Send it with a margin, as users are told to.
    const gas = addGasMargin(await destination.client.estimateContractGas(fill))
    const hash = await destination.wallet.writeContract({ ...request, gas })
    const receipt = await waitForReceipt({ client: destination.client, hash, pollingIntervalMs: 50 })
    // A mined fill can still revert (the fill deadline passed, another fill came first, out of
    // gas): the deposit stays unfilled, which the relayer's owner must hear of.
    if (receipt.status === 'reverted')
      throw new AcrossFillRevertedError(`The fill of deposit ${relayData.depositId} from chain ${origin.chainId} reverted on chain ${destination.chainId}.`, {
        details: `Transaction ${hash} in block ${receipt.blockNumber}.`,
      })
  } catch (error) {
    // Another fill got there first: nothing to do.
    if (error instanceof ViemBaseError && error.walk((e) => e instanceof ContractFunctionRevertedError && e.data?.errorName === 'RelayFilled')) return
    throw error
  }
}

/** Lets the destination SpokePool take every token this relayer delivers there. */
async function approveDeliveries(destination: Chain, chains: readonly Chain[]): Promise<void> {
  const tokens = new Set(
    chains.flatMap((origin) => origin.config.routes.filter((route) => route.destinationChainId === destination.chainId).map((route) => route.destinationToken)),
  )
  for (const token of tokens) {
    const allowance = await destination.client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [destination.relayer, destination.config.spokePool],
    })
    if (allowance >= maxUint256 / 2n) continue
    const hash = await destination.wallet.writeContract({
      account: destination.wallet.account ?? null,
      chain: destination.wallet.chain,
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [destination.config.spokePool, maxUint256],
    })
    await waitForReceipt({ client: destination.client, hash, pollingIntervalMs: 50 })
  }
}

function defaultOnError(error: unknown): void {
  process.stderr.write(`across relayer: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`)
}
