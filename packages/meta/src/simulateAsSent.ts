import { type Address, bytesToHex, getAddress, type Hex, type PublicClient, type SimulateBlocksReturnType, type StateOverride } from 'viem'

/** One call of a simulated block. */
export type SimulatedCall = { to: Address; data: Hex; value?: bigint }

type CallResult = SimulateBlocksReturnType<SimulatedCall[]>[number]['calls'][number]

export type SimulateAsSentParameters = {
  client: PublicClient
  /** Who sends `sent`. */
  user: Address
  /** Reads before the user's transactions (sent by another account, so they cost the user nothing). */
  before: readonly SimulatedCall[]
  /** The user's own transactions, in order, as the user would send them. */
  sent: readonly SimulatedCall[]
  /** Reads after them. */
  after: readonly SimulatedCall[]
  /** Overrides of the simulated state (e.g. the user's balance of the token sold). */
  stateOverrides: StateOverride
}

/**
 * The results of each group; `before` and `after` are empty when a transaction of `sent` failed
 * the first run. `gasCost` is what the user paid for gas in the proof run (native wei), which a
 * native balance read after `sent` is short of.
 */
export type SimulateAsSentReturnType = { before: CallResult[]; sent: CallResult[]; after: CallResult[]; gasCost: bigint }

/** Gas of each balance or allowance read. */
const READ_GAS = 100_000n

/**
 * Simulates the user's transactions (`eth_simulateV1`, one block on the latest, with the node's
 * validation on) as a real transaction would run them, so that a contract cannot tell the
 * simulation by the usual signs: the block's real base fee (not 0), the chain's gas price (not
 * 0), paid from the user's balance, and a gas limit of the transaction's own size (not the tens
 * of millions a free call gets). A first run, with as much gas as a block allows, measures each
 * transaction's gas; the proof run gives each that gas and a quarter more (what an estimate
 * would give, refunds included), between the reads. The reads come from a random account given
 * the native currency to pay for them; the user is given what its transactions cost where it
 * holds less.
 */
export async function simulateAsSent({ client, user, before, sent, after, stateOverrides }: SimulateAsSentParameters): Promise<SimulateAsSentReturnType> {
  const [block, chainGasPrice, balance] = await Promise.all([client.getBlock(), client.getGasPrice(), client.getBalance({ address: user })])
  const baseFee = block.baseFeePerGas ?? 0n
  const gasPrice = [chainGasPrice, baseFee, 1n].reduce((a, b) => (a > b ? a : b))
  const reader = getAddress(bytesToHex(crypto.getRandomValues(new Uint8Array(20))))
  const readerGas = READ_GAS * BigInt(before.length + after.length)
  const share = (block.gasLimit - readerGas) / BigInt(Math.max(sent.length, 1))
  const run = async (gas: readonly bigint[], withReads: boolean) => {
    const cost = gas.reduce((sum, limit) => sum + limit * gasPrice, 0n) + sent.reduce((sum, call) => sum + (call.value ?? 0n), 0n)
    const overrides: StateOverride = [
      ...stateOverrides,
      { address: reader, balance: 2n ** 128n },
      ...(balance < cost ? [{ address: user, balance: cost }] : []),
    ]
    const read = (call: SimulatedCall) => ({ ...call, account: reader, gas: READ_GAS, gasPrice })
    const calls = [
      ...(withReads ? before.map(read) : []),
      ...sent.map((call, i) => ({ ...call, account: user, gas: gas[i], gasPrice })),
      ...(withReads ? after.map(read) : []),
    ]
    const [result] = await client.simulateBlocks({ blocks: [{ calls, stateOverrides: overrides }], validation: true })
    return result?.calls ?? []
  }
  const measured = await run(
    sent.map(() => share),
    false,
  )
  if (measured.length !== sent.length || measured.some((call) => call.status !== 'success')) return { before: [], sent: measured, after: [], gasCost: 0n }
  const gas = measured.map((call) => {
    const limit = (call.gasUsed * 5n) / 4n + 25_000n
    return limit < share ? limit : share
  })
  const results = await run(gas, true)
  const proven = results.slice(before.length, before.length + sent.length)
  return {
    before: results.slice(0, before.length),
    sent: proven,
    after: results.slice(before.length + sent.length),
    gasCost: proven.reduce((sum, call) => sum + call.gasUsed * gasPrice, 0n),
  }
}
