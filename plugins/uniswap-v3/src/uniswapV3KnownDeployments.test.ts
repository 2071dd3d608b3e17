import { describeKnownDeployments } from '@sluice/core/conformance'
import { uniswapV3Plugin } from './uniswapV3Plugin.js'

describeKnownDeployments({ plugin: uniswapV3Plugin })
