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
