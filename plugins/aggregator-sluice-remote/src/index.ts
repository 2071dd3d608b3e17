export {
  createSluiceClient,
  type CreateSluiceClientParameters,
  type SluiceChainsResponse,
  type SluiceClient,
  type SluiceQuoteRequest,
  type SluiceSwapRequest,
} from './createSluiceClient.js'
export { createSluiceRemoteAggregator, type CreateSluiceRemoteAggregatorParameters } from './createSluiceRemoteAggregator.js'
export {
  type SluiceChainInfo,
  type SluiceQuoteResponse,
  sluiceQuoteResponseSchema,
  type SluiceSourcesResponse,
  type SluiceSwapResponse,
  sluiceSwapResponseSchema,
} from './schemas.js'
export { type SluiceRemoteConfig, sluiceRemoteAggregatorPlugin, sluiceRemoteConfigSchema } from './sluiceRemoteAggregatorPlugin.js'
