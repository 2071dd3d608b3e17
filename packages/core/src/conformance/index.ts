export {
  describeSimulatorConformance,
  type DescribeSimulatorConformanceParameters,
  type DescribeSimulatorConformanceReturnType,
} from './describeSimulatorConformance.js'
export {
  describeSourceConformance,
  type DescribeSourceConformanceParameters,
  type SourceConformanceWorld,
} from './describeSourceConformance.js'
