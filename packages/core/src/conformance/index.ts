export {
  describeSimulatorConformance,
  type DescribeSimulatorConformanceParameters,
  type DescribeSimulatorConformanceReturnType,
} from './describeSimulatorConformance.js'
