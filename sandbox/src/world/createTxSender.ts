import { waitForReceipt } from '@sluice/core'
import {
  type Abi,
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  type LocalAccount,
  numberToHex,
  type PublicClient,
} from 'viem'
import { SandboxError } from '../errors.js'

export type CreateTxSenderParameters = {
  client: PublicClient
  account: LocalAccount
  chainId: number
  /**
   * For large worlds, the node's URL: Anvil's automine is off while transactions queue, the node
   * signs them (the deployer is one of its unlocked accounts), they go in JSON-RPC batches of
   * 500, and `flush` mines them in large blocks and checks their receipts block by block.
   * Absent: each transaction is signed here and mined on arrival.
   */
  batchUrl?: string | undefined
}

export type TxSender = {
  /** Deploys creation code; returns the (deterministic) address without waiting. */
  deploy(parameters: { abi: Abi; bytecode: Hex; args?: readonly unknown[] }): Address
  /** Calls a contract function; returns nothing, the result is checked by `flush`. */
  call(parameters: { to: Address; abi: Abi; functionName: string; args?: readonly unknown[]; value?: bigint }): void
  /** Waits for every transaction sent so far and fails if any reverted. */
  flush(): Promise<void>
}

/**
 * Sends the fixture world's transactions fast: signed locally with fixed nonces, gas and fee
 * (no estimation round trips), sent without waiting, then checked together. Anvil mines each
 * on arrival, in order, so addresses and state are the same on every run.
 */
const TX_GAS = 15_000_000n
const BATCH_SIZE = 500

export async function createTxSender({ client, account, chainId, batchUrl }: CreateTxSenderParameters): Promise<TxSender> {
  const batched = batchUrl !== undefined
  let nonce = await client.getTransactionCount({ address: account.address })
  const pending: { hash: Promise<Hex>; label: string }[] = []
  let queue: Promise<unknown> = Promise.resolve()
  if (batched) await client.request({ method: 'evm_setAutomine' as never, params: [false] as never })
  const buffer: { label: string; transaction: Record<string, Hex> }[] = []
  /** Every batch sent and mined since the last flush; rejects when one failed. */
  let batches: Promise<void> = Promise.resolve()

  /** Sends the buffered transactions as one JSON-RPC batch, after the batches before it, and mines them. */
  function sendBuffer(url: string) {
    const batch = buffer.splice(0)
    if (batch.length === 0) return
    const hashes = queue.then(async () => {
      const body = batch.map(({ transaction }, id) => ({ jsonrpc: '2.0', id, method: 'eth_sendTransaction', params: [transaction] }))
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      const answers = (await response.json()) as { id: number; result?: Hex; error?: { message: string } }[]
      return batch.map((_, id) => {
        const answer = answers.find((a) => a.id === id)
        if (!answer?.result) throw new SandboxError(`Fixture transaction not accepted: ${batch[id]!.label}.`, { details: answer?.error?.message })
        return answer.result
      })
    })
    // Mined right away: a node's pending pool of tens of thousands of transactions mines slowly.
    const mined = hashes.then((list) => mineBatch(list.map((hash, i) => ({ hash: Promise.resolve(hash), label: batch[i]!.label }))))
    queue = mined.catch(() => undefined)
    batches = Promise.all([batches, mined]).then(() => undefined)
    batches.catch(() => undefined)
  }

  function send(label: string, to: Address | null, data: Hex, value = 0n) {
    const n = nonce++
    if (batchUrl !== undefined) {
      buffer.push({
        label,
        transaction: {
          from: account.address,
          nonce: numberToHex(n),
          ...(to ? { to } : {}),
          data,
          value: numberToHex(value),
          gas: numberToHex(TX_GAS),
          maxFeePerGas: numberToHex(10_000_000_000n),
          maxPriorityFeePerGas: '0x0',
        },
      })
      if (buffer.length >= BATCH_SIZE) sendBuffer(batchUrl)
      return n
    }
    // Sign and send strictly in nonce order.
    const hash = queue.then(async () => {
      const serialized = await account.signTransaction({
        chainId,
        nonce: n,
        to,
        data,
        value,
        gas: TX_GAS,
        maxFeePerGas: 10_000_000_000n,
        maxPriorityFeePerGas: 0n,
        type: 'eip1559',
      })
      return (await client.request({ method: 'eth_sendRawTransaction', params: [serialized] })) as Hex
    })
    queue = hash.catch(() => undefined)
    pending.push({ hash, label })
    return n
  }

  /** Mines the queued transactions in blocks of up to 400, then checks every receipt of those blocks. */
  async function mineBatch(sent: { hash: Promise<Hex>; label: string }[]) {
    const labels = new Map<string, string>()
    for (const { hash, label } of sent) labels.set((await hash).toLowerCase(), label)
    if (labels.size === 0) return
    const previousLimit = (await client.getBlock({ blockTag: 'latest' })).gasLimit
    await client.request({ method: 'evm_setBlockGasLimit' as never, params: [numberToHex(TX_GAS * 400n)] as never })
    try {
      let seen = 0
      while (seen < labels.size) {
        await client.request({ method: 'evm_mine' as never })
        const receipts = (await client.request({ method: 'eth_getBlockReceipts' as never, params: ['latest'] as never })) as {
          transactionHash: Hex
          status: Hex
        }[]
        if (receipts.length === 0) throw new SandboxError('Queued fixture transactions were not mined.')
        for (const receipt of receipts) {
          const label = labels.get(receipt.transactionHash.toLowerCase())
          if (label === undefined) continue
          seen++
          if (receipt.status !== '0x1') throw new SandboxError(`Fixture transaction reverted: ${label}.`)
        }
      }
    } finally {
      await client.request({ method: 'evm_setBlockGasLimit' as never, params: [numberToHex(previousLimit)] as never })
    }
  }

  return {
    deploy({ abi, bytecode, args = [] }) {
      const n = send('deploy', null, encodeDeployData({ abi, bytecode, args }))
      return getContractAddress({ from: account.address, nonce: BigInt(n) })
    },
    call({ to, abi, functionName, args = [], value = 0n }) {
      send(`${functionName} on ${to}`, to, encodeFunctionData({ abi, functionName, args }), value)
    },
    async flush() {
      if (batchUrl !== undefined) {
        sendBuffer(batchUrl)
        const done = batches
        batches = Promise.resolve()
        return done
      }
      const sent = pending.splice(0)
      const receipts = await Promise.all(
        sent.map(async ({ hash, label }) => ({ label, receipt: await waitForReceipt({ client: client, hash: await hash, pollingIntervalMs: 20 }) })),
      )
      const failed = receipts.find(({ receipt }) => receipt.status !== 'success')
      if (failed) throw new SandboxError(`Fixture transaction reverted: ${failed.label}.`)
    },
  }
}
