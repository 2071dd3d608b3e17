// The adapter of the server's own engine belongs to the meta aggregator: it lives in `@sluice/meta`
// now, and this package re-exports it for the code that imports it from here.
export { type CreateSluiceAggregatorParameters, createSluiceAggregator, type SluiceEngineLike, type SluiceEngineQuoteParameters } from '@sluice/meta'
