import { type Abi, type Address, encodeDeployData, getAddress, getContractAddress, type Hex, keccak256, stringToHex } from 'viem'
import type { DeploySluiceContractsParameters, DeploySluiceContractsReturnType } from './deploySluiceContracts.js'
import { feeVaultAbi, feeVaultBytecode } from './generated/feeVault.js'
import { metaGuardAbi, metaGuardBytecode } from './generated/metaGuard.js'
import { routerBytecode } from './generated/router.js'
import { swapLogicAbi, swapLogicBytecode } from './generated/swapLogic.js'
import { routerAbi } from './routerAbi.js'

/**
 * Arachnid's deterministic deployment proxy: `CREATE2`s the init code it is sent (after a 32-byte
 * salt). It is in Anvil's genesis and preinstalled on OP Stack chains (Optimism's docs, "OP Stack
 * Preinstalls"), and installable on other chains from its keyless presigned transaction
 * (github.com/Arachnid/deterministic-deployment-proxy).
 */
export const deterministicDeploymentProxy: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/**
 * The proxy's runtime code: the code its presigned deployment transaction (published in its
 * repository) creates, and what Anvil places at `deterministicDeploymentProxy` at genesis. A fork
 * of a chain without the proxy gets it with `anvil_setCode(deterministicDeploymentProxy, this)`.
 */
export const deterministicDeploymentProxyCode: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3'

/** The salt of every Sluice contract: the address then depends on the init code alone (code and constructor arguments). */
export const sluiceDeploymentSalt: Hex = keccak256(stringToHex('sluice.contracts'))

export type ComputeSluiceContractAddressesParameters = Omit<DeploySluiceContractsParameters, 'walletClient' | 'publicClient'> & {
  /** Owns the router and the fee vault. */
  owner: Address
}

/** One contract to create through the proxy. */
export type SluiceContractDeployment = {
  /** E.g. `router`, `executor "<kind>"`. */
  label: string
  address: Address
  initCode: Hex
}

export type ComputeSluiceContractAddressesReturnType = DeploySluiceContractsReturnType & {
  /** In deployment order (the router, which names the others, last). */
  deployments: SluiceContractDeployment[]
}

/**
 * Where `deploySluiceContractsDeterministic` puts Sluice's contracts: `CREATE2` addresses through
 * the deterministic deployment proxy, a pure function of each contract's init code.
 * - The swap logic, the executors and the meta guard take no constructor argument: the same on
 *   every chain, for everyone.
 * - The fee vault takes its owner: the same on every chain for the same owner.
 * - The router takes the owner, the treasury, the chain's wrapped native token, the initial
 *   executors and the position managers paired at deployment: the same on two chains only when all
 *   of these agree (the wrapped native token rarely does). Executors and pairings are ordered by
 *   kind and position manager, so the order plugins load in does not move it.
 */
export function computeSluiceContractAddresses({
  owner,
  treasury,
  wrappedNative,
  executors: executorArtifacts,
  positionExecutors: positionExecutorArtifacts = [],
}: ComputeSluiceContractAddressesParameters): ComputeSluiceContractAddressesReturnType {
  const deployments: SluiceContractDeployment[] = []
  const plan = (label: string, abi: Abi, bytecode: Hex, args: readonly unknown[] = []): Address => {
    const initCode = encodeDeployData({ abi, bytecode, args })
    const address = getContractAddress({ opcode: 'CREATE2', from: deterministicDeploymentProxy, salt: sluiceDeploymentSalt, bytecode: initCode })
    deployments.push({ label, address, initCode })
    return address
  }
  const byKind = <item extends { kind: string }>(items: readonly item[]) => [...items].sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0))
  const swapLogic = plan('swap logic', swapLogicAbi, swapLogicBytecode)
  const feeVault = plan('fee vault', feeVaultAbi, feeVaultBytecode, [owner])
  const executors: Record<string, Address> = {}
  for (const { kind, abi, bytecode } of byKind(executorArtifacts)) executors[kind] = plan(`executor "${kind}"`, abi, bytecode)
  const positionExecutors: Record<string, Address> = {}
  const pairs: [Address, Address][] = []
  for (const { kind, abi, bytecode, positionManagers } of byKind(positionExecutorArtifacts)) {
    const executor = plan(`position executor "${kind}"`, abi, bytecode)
    positionExecutors[kind] = executor
    for (const positionManager of positionManagers) pairs.push([getAddress(positionManager), executor])
  }
  pairs.sort(([a], [b]) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
  const router = plan('router', routerAbi, routerBytecode, [
    owner,
    swapLogic,
    feeVault,
    wrappedNative,
    treasury ?? owner,
    Object.values(executors),
    pairs.map(([positionManager]) => positionManager),
    pairs.map(([, executor]) => executor),
  ])
  const metaGuard = plan('meta guard', metaGuardAbi, metaGuardBytecode)
  return {
    router,
    swapLogic,
    feeVault,
    executors,
    ...(positionExecutorArtifacts.length > 0 ? { positionExecutors } : {}),
    metaGuard,
    deployments,
  }
}
