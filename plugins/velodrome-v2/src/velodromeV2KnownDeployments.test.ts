import { describeKnownDeployments } from '@sluice/core/conformance'
import { velodromeV2Plugin } from './velodromeV2Plugin.js'

describeKnownDeployments({ plugin: velodromeV2Plugin })
