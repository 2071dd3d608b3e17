import type { SandboxTxSender } from '@sluice/core'
import { encodeDeployData, encodeFunctionData, getContractAddress, type Hex, type LocalAccount, type PublicClient } from 'viem'

export type CreateTestTxSenderParameters = {
  client: PublicClient
  account: LocalAccount
  chainId: number
}

/**
 * A `SandboxTxSender` for this plugin's tests, until the sandbox exports its own: signs with
 * consecutive nonces, sends at once (Anvil mines each on arrival, in order), and `flush` waits
 * for the receipts and fails on a revert.
 */
export async function createTestTxSender({ client, account, chainId }: CreateTestTxSenderParameters): Promise<SandboxTxSender> {
  let nonce = await client.getTransactionCount({ address: account.address })
  let queue: Promise<unknown> = Promise.resolve()
  const pending: { hash: Promise<Hex>; label: string }[] = []
  function send(label: string, to: Hex | null, data: Hex, value = 0n): number {
    const n = nonce++
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
      for (const { hash, label } of sent) {
        const receipt = await client.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 })
        if (receipt.status !== 'success') throw new Error(`Test transaction reverted: ${label}.`)
      }
    },
  }
}
