export {
  type ExecuteSluiceTransactionsParameters,
  type ExecuteSluiceTransactionsReturnType,
  executeSluiceTransactions,
  type SluiceBalanceChange,
} from './executeSluiceTransactions.js'
export { hyperEvm, sluiceChains, soneium } from './sluiceChains.js'
export type {
  SluiceAggregatorAnswer,
  SluiceCompetitionSwapAnswer,
  SluiceCrossChainAnswer,
  SluiceExecutableAnswer,
  SluiceTransactionRequest,
} from './toExecutionPlan.js'
