export { liquidityBookFactoryAbi, liquidityBookPairAbi } from './abi.js'
export {
  type CreateLiquidityBookAdapterParameters,
  type CreateLiquidityBookAdapterReturnType,
  createLiquidityBookAdapter,
  LIQUIDITY_BOOK_KIND,
} from './createLiquidityBookAdapter.js'
export {
  type CreateLiquidityBookSimulatorParameters,
  type CreateLiquidityBookSimulatorReturnType,
  createLiquidityBookSimulator,
  LIQUIDITY_BOOK_BIN_GAS,
  LIQUIDITY_BOOK_SWAP_GAS,
} from './createLiquidityBookSimulator.js'
export { liquidityBookExecutorAbi, liquidityBookExecutorBytecode } from './generated/liquidityBookExecutor.js'
export { type GetLiquidityBookAmountInParameters, getLiquidityBookAmountIn, LIQUIDITY_BOOK_AMOUNT_IN_MAX_STEPS } from './getLiquidityBookAmountIn.js'
export type { LiquidityBookBin, LiquidityBookState, LiquidityBookStaticFeeParameters, LiquidityBookVariableFeeParameters } from './LiquidityBookState.js'
export { type LiquidityBookPluginConfig, liquidityBookConfigSchema } from './liquidityBookConfigSchema.js'
export { liquidityBookPlugin } from './liquidityBookPlugin.js'
export { liquidityBookArtifacts } from './sandbox/liquidityBookArtifacts.js'
export { type SwapLiquidityBookBinsParameters, type SwapLiquidityBookBinsReturnType, swapLiquidityBookBins } from './swapLiquidityBookBins.js'
