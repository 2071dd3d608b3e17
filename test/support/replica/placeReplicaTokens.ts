import { fixtureTokenAbi, fixtureTokenBytecode } from '@sluice/contracts'
import type { KnownChain } from '@sluice/core'
import { multicall3CreationCode, runtimeCode, weth9Artifact } from '@sluice/sandbox'
import { type Address, createTestClient, custom, getAddress, type PublicClient, toHex } from 'viem'
import { placeContract } from './placeContract.js'
import type { ReplicaTokenSpec } from './replicaWorlds.js'
import { shortString } from './shortString.js'

export type PlaceReplicaTokensParameters = {
  client: PublicClient
  deployer: Address
  chain: KnownChain
  tokens: readonly ReplicaTokenSpec[]
}

/** A token the replica placed: where, and the fixture data it was made with. */
export type ReplicaToken = ReplicaTokenSpec & { address: Address; placement: 'known address' | 'deployed' }

/**
 * The chain's own contracts at their known addresses: Multicall3 (its published runtime code; it
 * has no state), the wrapped native (WETH9's runtime code, name, symbol and decimals in storage
 * slots 0 to 2, as the sandbox places it), the stable tokens as FixtureTokens with their
 * constructor run there (`placeContract`). Returns those tokens; the others are left to
 * `deployReplicaTokens`.
 */
export async function placeReplicaTokens({ client, deployer, chain, tokens }: PlaceReplicaTokensParameters): Promise<ReplicaToken[]> {
  const anvil = createTestClient({ mode: 'anvil', transport: custom(client) })
  await anvil.setCode({ address: chain.multicall3.address, bytecode: await runtimeCode({ client, creationCode: await multicall3CreationCode() }) })
  const placed: ReplicaToken[] = []
  for (const spec of tokens) {
    const known = [chain.wrappedNative, ...chain.stableTokens].find((t) => t.symbol === spec.symbol)
    if (!known) continue
    if (known === chain.wrappedNative) {
      await anvil.setCode({ address: known.address, bytecode: await runtimeCode({ client, creationCode: weth9Artifact.bytecode }) })
      for (const [index, value] of [shortString(spec.name), shortString(spec.symbol), toHex(spec.decimals, { size: 32 })].entries())
        await anvil.setStorageAt({ address: known.address, index, value })
    } else {
      const args = [spec.name, spec.symbol, spec.decimals] as const
      await placeContract({ client, address: known.address, from: deployer, abi: fixtureTokenAbi, bytecode: fixtureTokenBytecode, args })
    }
    placed.push({ ...spec, address: getAddress(known.address), placement: 'known address' })
  }
  return placed
}
