export {
  type CreateCrossChainServiceParameters,
  type CrossChainChain,
  type CrossChainChainConfig,
  type CrossChainChainInfo,
  type CrossChainCurrency,
  type CrossChainService,
  createCrossChainService,
} from './createCrossChainService.js'
export { BridgeStatusUnavailableError, DepositNotFoundError } from './crossChainErrors.js'
export { type CrossChainStatus, type DescribeDepositParameters, describeDeposit } from './describeDeposit.js'
export {
  type CrossChainQuote,
  type CrossChainQuoteParameters,
  type CrossChainTransaction,
  type QuoteCrossChainParameters,
  quoteCrossChain,
} from './quoteCrossChain.js'
