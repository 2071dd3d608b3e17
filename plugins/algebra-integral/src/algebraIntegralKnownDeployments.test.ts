import { describeKnownDeployments } from '@sluice/core/conformance'
import { algebraIntegralPlugin } from './algebraIntegralPlugin.js'

describeKnownDeployments({ plugin: algebraIntegralPlugin })
