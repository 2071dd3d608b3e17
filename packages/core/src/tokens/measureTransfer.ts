import { transferProbeAbi, transferProbeBytecode } from '@sluice/contracts'
import { type Address, bytesToHex, decodeFunctionResult, encodeFunctionData, erc20Abi, getAddress, type Hex, type PublicClient } from 'viem'

export type MeasureTransferParameters = {
  client: PublicClient
  token: Address
  /** An account holding the token (e.g. one of its pools): the transfers are simulated from it. */
  holder: Address
  /**
   * The user who will send the swap, when known: then the transaction's sender (`tx.origin`) and
   * one of the recipients, as in the user's own swap; otherwise a random sender, also a recipient.
   */
  user?: Address | undefined
}

/** One simulated transfer: the amount asked, what the holder's balance went down by, what the recipient's went up by. */
export type MeasuredTransfer = { to: Address; amount: bigint; sent: bigint; received: bigint }

/**
 * What simulated transfers of the holder's balance moved; `undefined` when it cannot be told (no
 * balance, a revert, the node failing).
 */
export type MeasureTransferReturnType = readonly MeasuredTransfer[] | undefined

/** One of the recipients: a fixed address (the others are new each time, so no token can spare them all). */
const RECIPIENT = '0x5111ce0000000000000000000000000000005111'
/** Gas of the simulated transfers and their balance reads. */
const PROBE_GAS = 1_000_000n

/**
 * Simulates (eth_call, nothing is sent) transfers of the token from a holder, by running
 * `TransferProbe` at the holder's address: a fee-on-transfer token sends or delivers other than
 * the amount. The probe is varied so that a token cannot tell it from a real transfer: three
 * recipients (a fixed one, two random ones, and the transaction's sender itself: a token may tax
 * only what goes to `tx.origin`, the user receiving their own swap's output), two amounts (a tenth
 * and a thousandth of the balance), and the chain's gas price paid by the sender (a token may tax
 * only transactions that pay for gas), who is the `user` when given, else a random account. One call after reading the holder's balance and the gas price (one more
 * call the first time, to get the probe's runtime code).
 */
export async function measureTransfer({ client, token, holder, user }: MeasureTransferParameters): Promise<MeasureTransferReturnType> {
  try {
    let runtime = runtimes.get(client)
    if (!runtime) {
      runtime = probeRuntime(client)
      runtimes.set(client, runtime)
      runtime.catch(() => runtimes.delete(client))
    }
    const [code, balance, gasPrice] = await Promise.all([
      runtime,
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
      client.getGasPrice(),
    ])
    const tenth = balance / 10n
    if (tenth === 0n) return undefined
    const caller = user ?? randomAddress()
    const to = [RECIPIENT, randomAddress(), randomAddress(), caller] as const
    const amounts = [tenth, balance / 1000n || 1n, tenth, tenth] as const
    const { data } = await client.call({
      account: caller,
      to: holder,
      data: encodeFunctionData({ abi: transferProbeAbi, functionName: 'probe', args: [token, to, amounts] }),
      stateOverride: [
        { address: holder, code },
        { address: caller, balance: PROBE_GAS * (gasPrice > 0n ? gasPrice : 1n) * 2n },
      ],
      gas: PROBE_GAS,
      gasPrice: gasPrice > 0n ? gasPrice : 1n,
    })
    const [sent, received] = decodeFunctionResult({ abi: transferProbeAbi, functionName: 'probe', data: data ?? '0x' })
    return to.map((recipient, i) => ({ to: recipient, amount: amounts[i]!, sent: sent[i]!, received: received[i]! }))
  } catch {
    return undefined
  }
}

/** A new random address (no token can know it in advance). */
function randomAddress(): Address {
  return getAddress(bytesToHex(crypto.getRandomValues(new Uint8Array(20))) as Hex)
}

/** `TransferProbe`'s runtime code per client, read once. */
const runtimes = new WeakMap<PublicClient, Promise<Hex>>()

/** `TransferProbe`'s runtime code: what its creation code returns when run by an `eth_call`. */
async function probeRuntime(client: PublicClient): Promise<Hex> {
  const { data } = await client.call({ data: transferProbeBytecode })
  if (!data) throw new Error('The node returned no runtime code for TransferProbe.')
  return data
}
