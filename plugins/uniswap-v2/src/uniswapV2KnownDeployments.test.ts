import { describeKnownDeployments } from '@sluice/core/conformance'
import { uniswapV2Plugin } from './uniswapV2Plugin.js'

describeKnownDeployments({ plugin: uniswapV2Plugin })
