import { fixtureTokenAbi, fixtureTokenBytecode } from '@sluice/contracts'
import type { TxSender } from '@sluice/sandbox'
import { type Address, getAddress, parseAbi } from 'viem'
import type { ReplicaToken } from './placeReplicaTokens.js'
import type { ReplicaTokenSpec } from './replicaWorlds.js'

export type DeployReplicaTokensParameters = {
  tx: TxSender
  deployer: Address
  wrappedNative: Address
  /** Every token of the replica; those already placed at their known addresses are in `placed`. */
  tokens: readonly ReplicaTokenSpec[]
  placed: readonly ReplicaToken[]
  /** Native to wrap for the deployer (pool liquidity in the wrapped native). */
  wrap: bigint
}

const DEPLOYER_TOKENS = 10n ** 40n
const wethAbi = parseAbi(['function deposit() payable'])

/**
 * The replica's other tokens, FixtureTokens deployed by the deployer wherever its nonce puts them;
 * the deployer gets plenty of every FixtureToken and `wrap` of the wrapped native. Returns every
 * token of the replica in the order of `tokens`.
 */
export async function deployReplicaTokens({ tx, deployer, wrappedNative, tokens, placed, wrap }: DeployReplicaTokensParameters): Promise<ReplicaToken[]> {
  const all: ReplicaToken[] = tokens.map((spec) => {
    const known = placed.find((t) => t.symbol === spec.symbol)
    if (known) return known
    const address = tx.deploy({ abi: fixtureTokenAbi, bytecode: fixtureTokenBytecode, args: [spec.name, spec.symbol, spec.decimals] })
    return { ...spec, address: getAddress(address), placement: 'deployed' }
  })
  for (const token of all)
    if (token.address !== getAddress(wrappedNative))
      tx.call({ to: token.address, abi: fixtureTokenAbi, functionName: 'mint', args: [deployer, DEPLOYER_TOKENS] })
  tx.call({ to: wrappedNative, abi: wethAbi, functionName: 'deposit', value: wrap })
  await tx.flush()
  return all
}
