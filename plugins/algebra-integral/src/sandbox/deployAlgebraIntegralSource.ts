import { InvalidParametersError, type SandboxDeploySourceParameters } from '@sluice/core'
import { getContractAddress, maxUint256, parseAbi, zeroAddress } from 'viem'
import { ALGEBRA_INTEGRAL_INIT_CODE_HASH, type AlgebraIntegralConfig, parseAlgebraIntegralConfig } from '../parseAlgebraIntegralConfig.js'
import { algebraIntegralArtifacts } from './algebraIntegralArtifacts.js'

export type DeployAlgebraIntegralSourceParameters = SandboxDeploySourceParameters

export type DeployAlgebraIntegralSourceReturnType = AlgebraIntegralConfig

/** The community's share of every fee in the sandbox, in thousandths (10%): it must not change what traders get. */
export const SANDBOX_COMMUNITY_FEE = 100

const approveAbi = parseAbi(['function approve(address spender, uint256 amount) returns (bool)'])

/**
 * Deploys one Algebra Integral deployment from the official bytecode: the factory and its pool
 * deployer (each needs the other's address, so the deployer's is precomputed from the nonce), a
 * community vault stub receiving a 10% community fee, the NonfungiblePositionManager, SwapRouter
 * and QuoterV2; approves every fixture token to the position manager. No default plugin: pools'
 * fees are set by the factory owner (`setFee`).
 */
export async function deployAlgebraIntegralSource({ context }: DeployAlgebraIntegralSourceParameters): Promise<DeployAlgebraIntegralSourceReturnType> {
  const { client, deployer, tx, wrappedNative, tokens } = context
  // Queued transactions must be mined for the nonce to be known.
  await tx.flush()
  const nonce = await client.getTransactionCount({ address: deployer })
  const expectedFactory = getContractAddress({ from: deployer, nonce: BigInt(nonce) })
  const expectedPoolDeployer = getContractAddress({ from: deployer, nonce: BigInt(nonce + 1) })
  const {
    factory: factoryArtifact,
    poolDeployer: poolDeployerArtifact,
    vaultFactoryStub,
    positionManager: npm,
    swapRouter,
    quoterV2,
  } = algebraIntegralArtifacts
  const factory = tx.deploy({ ...factoryArtifact, args: [expectedPoolDeployer] })
  const poolDeployer = tx.deploy({ ...poolDeployerArtifact, args: [factory] })
  if (factory !== expectedFactory || poolDeployer !== expectedPoolDeployer)
    throw new InvalidParametersError('The sandbox sender did not deploy the Algebra factory and pool deployer at the precomputed addresses.')
  const vaultFactory = tx.deploy({ ...vaultFactoryStub, args: [deployer] })
  tx.call({ to: factory, abi: factoryArtifact.abi, functionName: 'setVaultFactory', args: [vaultFactory] })
  tx.call({ to: factory, abi: factoryArtifact.abi, functionName: 'setDefaultCommunityFee', args: [SANDBOX_COMMUNITY_FEE] })
  const positionManager = tx.deploy({ ...npm, args: [factory, wrappedNative, zeroAddress, poolDeployer] })
  const router = tx.deploy({ ...swapRouter, args: [factory, wrappedNative, poolDeployer] })
  const quoter = tx.deploy({ ...quoterV2, args: [factory, wrappedNative, poolDeployer] })
  for (const token of tokens) tx.call({ to: token, abi: approveAbi, functionName: 'approve', args: [positionManager, maxUint256] })
  return parseAlgebraIntegralConfig({
    factory,
    poolDeployer,
    initCodeHash: ALGEBRA_INTEGRAL_INIT_CODE_HASH,
    quoter,
    swapRouter: router,
    positionManager,
  })
}
