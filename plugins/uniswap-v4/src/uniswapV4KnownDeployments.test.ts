import { describeKnownDeployments } from '@sluice/core/conformance'
import { uniswapV4Plugin } from './uniswapV4Plugin.js'

describeKnownDeployments({ plugin: uniswapV4Plugin })
