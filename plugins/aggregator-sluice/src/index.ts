export {
  type CreateSluiceAggregatorParameters,
  createSluiceAggregator,
  type SluiceEngineLike,
  type SluiceEngineQuoteParameters,
} from './createSluiceAggregator.js'
