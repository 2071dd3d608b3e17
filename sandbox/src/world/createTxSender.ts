import { type Abi, type Address, encodeDeployData, encodeFunctionData, getContractAddress, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { SandboxError } from '../errors.js'

export type CreateTxSenderParameters = {
  client: PublicClient
  account: LocalAccount
  chainId: number
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
export async function createTxSender({ client, account, chainId }: CreateTxSenderParameters): Promise<TxSender> {
  let nonce = await client.getTransactionCount({ address: account.address })
  const pending: { hash: Promise<Hex>; label: string }[] = []
  let queue: Promise<unknown> = Promise.resolve()

  function send(label: string, to: Address | null, data: Hex, value = 0n) {
    const n = nonce++
    // Sign and send strictly in nonce order.
    const hash = queue.then(async () => {
      const serialized = await account.signTransaction({
        chainId,
        nonce: n,
        to,
        data,
        value,
        gas: 15_000_000n,
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

  return {
    deploy({ abi, bytecode, args = [] }) {
      const n = send('deploy', null, encodeDeployData({ abi, bytecode, args }))
      return getContractAddress({ from: account.address, nonce: BigInt(n) })
    },
    call({ to, abi, functionName, args = [], value = 0n }) {
      send(`${functionName} on ${to}`, to, encodeFunctionData({ abi, functionName, args }), value)
    },
    async flush() {
      const sent = pending.splice(0)
      const receipts = await Promise.all(
        sent.map(async ({ hash, label }) => ({ label, receipt: await client.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 }) })),
      )
      const failed = receipts.find(({ receipt }) => receipt.status !== 'success')
      if (failed) throw new SandboxError(`Fixture transaction reverted: ${failed.label}.`)
    },
  }
}
