import type { SandboxTxSender } from '@sluice/core'
import { type Account, encodeDeployData, encodeFunctionData, getContractAddress, type Hex, type PublicClient } from 'viem'

/**
 * A `SandboxTxSender` for the plugin's own tests (the sandbox's is internal to it): signs with
 * fixed nonces and gas, sends without waiting (Anvil mines each on arrival, in order), and checks
 * every receipt on `flush`.
 */
export async function createTestTxSender({
  client,
  account,
  chainId,
}: {
  client: PublicClient
  account: Account & { signTransaction: NonNullable<Account['signTransaction']> }
  chainId: number
}): Promise<SandboxTxSender> {
  let nonce = await client.getTransactionCount({ address: account.address })
  let queue: Promise<unknown> = Promise.resolve()
  const pending: { hash: Promise<Hex>; label: string }[] = []
  function send(label: string, to: `0x${string}` | null, data: Hex, value = 0n): number {
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
    deploy: ({ abi, bytecode, args = [] }) =>
      getContractAddress({ from: account.address, nonce: BigInt(send('deploy', null, encodeDeployData({ abi, bytecode, args }))) }),
    call: ({ to, abi, functionName, args = [], value = 0n }) =>
      void send(`${functionName} on ${to}`, to, encodeFunctionData({ abi, functionName, args }), value),
    async flush() {
      for (const { hash, label } of pending.splice(0)) {
        const receipt = await client.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 })
        if (receipt.status !== 'success') throw new Error(`Test world transaction reverted: ${label}.`)
      }
    },
  }
}
