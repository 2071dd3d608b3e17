export {
  type ExecuteSluiceTransactionsParameters,
  type ExecuteSluiceTransactionsReturnType,
  executeSluiceTransactions,
  type SluiceBalanceChange,
  type SluiceExecutableAnswer,
} from './executeSluiceTransactions.js'
