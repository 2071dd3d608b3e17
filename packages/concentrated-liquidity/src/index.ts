export { type AddDeltaReasons, addDelta } from './addDelta.js'
export { type AlignedTickParameters, alignedTick } from './alignedTick.js'
export { ConcentratedLiquidityPoolSimulator } from './ConcentratedLiquidityPoolSimulator.js'
export type { ConcentratedLiquiditySimulator } from './ConcentratedLiquiditySimulator.js'
export { computeSwapStep, type SwapStep } from './computeSwapStep.js'
export { INT256_LIMIT, MAX_SQRT_RATIO, MAX_TICK, MAX_UINT128, MAX_UINT160, MAX_UINT256, MIN_SQRT_RATIO, MIN_TICK, Q96, UINT256_LIMIT } from './constants.js'
export { type CreateBitmapTickSourceParameters, createBitmapTickSource } from './createBitmapTickSource.js'
export {
  type CreateLinkedListTickSourceParameters,
  createLinkedListTickSource,
  type LinkedListTick,
  type LinkedListTickSource,
} from './createLinkedListTickSource.js'
export { type CreateTickTableParameters, createTickTable } from './createTickTable.js'
export { divRoundingUp } from './divRoundingUp.js'
export { encodePriceSqrt } from './encodePriceSqrt.js'
export { type FindTickTableEntryParameters, findTickTableEntry } from './findTickTableEntry.js'
export { getAmount0Delta } from './getAmount0Delta.js'
export { getAmount1Delta } from './getAmount1Delta.js'
export { type GetLiquidityForAmountsParameters, getLiquidityForAmounts } from './getLiquidityForAmounts.js'
export { getNextSqrtPriceFromInput } from './getNextSqrtPriceFromInput.js'
export { getNextSqrtPriceFromOutput } from './getNextSqrtPriceFromOutput.js'
export { getSqrtRatioAtTick } from './getSqrtRatioAtTick.js'
export { getTickAtSqrtRatio } from './getTickAtSqrtRatio.js'
export { type BitmapWordRange, type LoadBitmapTickWordsParameters, loadBitmapTickWords } from './loadBitmapTickWords.js'
export {
  type BitmapLiquidityFields,
  type ModifyBitmapLiquidityParameters,
  type ModifyBitmapLiquidityReturnType,
  modifyBitmapLiquidity,
} from './modifyBitmapLiquidity.js'
export { mulDiv } from './mulDiv.js'
export { mulDivRoundingUp } from './mulDivRoundingUp.js'
export { type NextInitializedTick, nextInitializedTickWithinOneWord } from './nextInitializedTickWithinOneWord.js'
export { type ReadBitmapTickWordsParameters, type ReadBitmapTickWordsReturnType, readBitmapTickWords } from './readBitmapTickWords.js'
export { type ReadManagerPositionParameters, readManagerPosition } from './readManagerPosition.js'
export { type ReadTickTableParameters, readTickTable } from './readTickTable.js'
export { sqrtPriceX96FromPrice } from './sqrtPriceX96FromPrice.js'
export {
  type ComputeSwapStepFunction,
  type SwapOverTicksParameters,
  type SwapOverTicksReturnType,
  type SwapSlot,
  swapOverTicks,
} from './swapOverTicks.js'
export type { TickSource } from './TickSource.js'
export type { TickTable, TickTableEntry } from './TickTable.js'
export { type ToPoolRangeParameters, toPoolRange } from './toPoolRange.js'
export { type WidenWordRangeParameters, type WidenWordRangeReturnType, widenWordRange } from './widenWordRange.js'
export { type WordBoundsParameters, type WordBoundsReturnType, wordBounds } from './wordBounds.js'
