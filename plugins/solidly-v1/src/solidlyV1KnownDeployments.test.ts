import { describeKnownDeployments } from '@sluice/core/conformance'
import { solidlyV1Plugin } from './solidlyV1Plugin.js'

describeKnownDeployments({ plugin: solidlyV1Plugin })
