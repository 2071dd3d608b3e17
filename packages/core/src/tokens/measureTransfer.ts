import { transferProbeAbi, transferProbeBytecode } from '@sluice/contracts'
import { type Address, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, type PublicClient } from 'viem'

export type MeasureTransferParameters = {
  client: PublicClient
  token: Address
  /** An account holding the token (e.g. one of its pools): the transfer is simulated from it. */
  holder: Address
}

/** What a simulated transfer of a tenth of the holder's balance moved; `undefined` when it cannot be told (no balance, a revert, the node failing). */
export type MeasureTransferReturnType = { amount: bigint; sent: bigint; received: bigint } | undefined

/** Where the simulated transfer goes: an address no token exempts from fees. */
const RECIPIENT = '0x5111ce0000000000000000000000000000005111'
/** Gas of the simulated transfer and its four balance reads. */
const PROBE_GAS = 500_000n

/**
 * Simulates (eth_call, nothing is sent) a transfer of the token from a holder, by running
 * `TransferProbe` at the holder's address: a fee-on-transfer token sends or delivers other
 * than the amount. One call (two the first time, to get the probe's runtime code).
 */
export async function measureTransfer({ client, token, holder }: MeasureTransferParameters): Promise<MeasureTransferReturnType> {
  try {
    let runtime = runtimes.get(client)
    if (!runtime) {
      runtime = probeRuntime(client)
      runtimes.set(client, runtime)
      runtime.catch(() => runtimes.delete(client))
    }
    const code = await runtime
    const balance = await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
    const amount = balance / 10n
    if (amount === 0n) return undefined
    const { data } = await client.call({
      to: holder,
      data: encodeFunctionData({ abi: transferProbeAbi, functionName: 'probe', args: [token, RECIPIENT, amount] }),
      stateOverride: [{ address: holder, code }],
      gas: PROBE_GAS,
    })
    const [sent, received] = decodeFunctionResult({ abi: transferProbeAbi, functionName: 'probe', data: data ?? '0x' })
    return { amount, sent, received }
  } catch {
    return undefined
  }
}

/** `TransferProbe`'s runtime code per client, read once. */
const runtimes = new WeakMap<PublicClient, Promise<Hex>>()

/** `TransferProbe`'s runtime code: what its creation code returns when run by an `eth_call`. */
async function probeRuntime(client: PublicClient): Promise<Hex> {
  const { data } = await client.call({ data: transferProbeBytecode })
  if (!data) throw new Error('The node returned no runtime code for TransferProbe.')
  return data
}
