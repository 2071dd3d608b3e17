export {
  type ConstantProductReserves,
  type CreateConstantProductSimulatorParameters,
  type CreateConstantProductSimulatorReturnType,
  createConstantProductSimulator,
  type GetConstantProductAmountParameters,
  getConstantProductAmountIn,
  getConstantProductAmountOut,
} from './createConstantProductSimulator.js'
export { type DelegateSimulatorParameters, delegateSimulator } from './delegateSimulator.js'
export { type TestPoolSimulatorParameters, testPoolSimulator } from './testPoolSimulator.js'
export { testToken } from './testToken.js'
