export { type DescribeKnownDeploymentsParameters, describeKnownDeployments } from './describeKnownDeployments.js'
export {
  type DescribeSimulatorConformanceParameters,
  type DescribeSimulatorConformanceReturnType,
  describeSimulatorConformance,
} from './describeSimulatorConformance.js'
export {
  type DescribeSourceConformanceParameters,
  describeSourceConformance,
  type SourceConformanceWorld,
} from './describeSourceConformance.js'
export { type ExpectCitedParameters, expectCited } from './expectCited.js'
export { type ExpectVerbatimHexesParameters, expectVerbatimHexes } from './expectVerbatimHexes.js'
