export { type AllowSluiceExecutorsParameters, type AllowSluiceExecutorsReturnType, allowSluiceExecutors } from './allowSluiceExecutors.js'
export {
  type ComputeSluiceContractAddressesParameters,
  type ComputeSluiceContractAddressesReturnType,
  computeSluiceContractAddresses,
  deterministicDeploymentProxy,
  deterministicDeploymentProxyCode,
  type SluiceContractDeployment,
  sluiceDeploymentSalt,
} from './computeSluiceContractAddresses.js'
export { type DeploySluiceContractsParameters, type DeploySluiceContractsReturnType, deploySluiceContracts } from './deploySluiceContracts.js'
export {
  type DeploySluiceContractsDeterministicParameters,
  type DeploySluiceContractsDeterministicReturnType,
  deploySluiceContractsDeterministic,
} from './deploySluiceContractsDeterministic.js'
export { allowanceGasBurnerTokenAbi, allowanceGasBurnerTokenBytecode } from './generated/allowanceGasBurnerToken.js'
export { feeVaultAbi, feeVaultBytecode } from './generated/feeVault.js'
export { fixtureTokenAbi, fixtureTokenBytecode } from './generated/fixtureToken.js'
export { gasPriceTaxTokenAbi, gasPriceTaxTokenBytecode } from './generated/gasPriceTaxToken.js'
export { metaGuardAbi, metaGuardBytecode } from './generated/metaGuard.js'
export { metaGuardCallerAbi, metaGuardCallerBytecode } from './generated/metaGuardCaller.js'
export { originTaxTokenAbi, originTaxTokenBytecode } from './generated/originTaxToken.js'
export { probeExemptTaxTokenAbi, probeExemptTaxTokenBytecode } from './generated/probeExemptTaxToken.js'
export { reentrantReceiverAbi, reentrantReceiverBytecode } from './generated/reentrantReceiver.js'
export { reentrantTokenAbi, reentrantTokenBytecode } from './generated/reentrantToken.js'
export { renamedCallbackPoolAbi, renamedCallbackPoolBytecode } from './generated/renamedCallbackPool.js'
export { routerBytecode } from './generated/router.js'
export { routerAdminAbi, routerAdminBytecode } from './generated/routerAdmin.js'
export { routerContextProbeAbi, routerContextProbeBytecode } from './generated/routerContextProbe.js'
export { simulationDetectingRouterAbi, simulationDetectingRouterBytecode } from './generated/simulationDetectingRouter.js'
export { slotFloodTokenAbi, slotFloodTokenBytecode } from './generated/slotFloodToken.js'
export { swapLogicAbi, swapLogicBytecode } from './generated/swapLogic.js'
export { swapProbeAbi, swapProbeBytecode } from './generated/swapProbe.js'
export { taxTokenAbi, taxTokenBytecode } from './generated/taxToken.js'
export { transferProbeAbi, transferProbeBytecode } from './generated/transferProbe.js'
export { routerAbi } from './routerAbi.js'
export type { SluiceDeploymentStep } from './SluiceDeploymentStep.js'
export { mergeErrorAbis, sluiceErrorsAbi } from './sluiceErrorsAbi.js'
