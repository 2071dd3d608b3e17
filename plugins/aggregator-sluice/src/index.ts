export {
  createSluiceAggregator,
  type CreateSluiceAggregatorParameters,
  type SluiceEngineLike,
  type SluiceEngineQuoteParameters,
} from './createSluiceAggregator.js'
