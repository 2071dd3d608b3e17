/** What the user picked; all of it lives in the page's URL, so a link reproduces the quote. */
export type Order = {
  chainId: number | undefined
  tokenIn: string
  tokenOut: string
  /** In whole tokens, as typed (e.g. `1.5`): of `tokenIn` when selling, of `tokenOut` when buying. */
  amount: string
  side: 'sell' | 'buy'
  /** A fraction, as typed: `0.005` is 0.5%. */
  slippage: string
  includedSources: number[]
  excludedSources: number[]
  /** Index of the funded sandbox account that executes (sandbox only). */
  account: number
  /** The route of this server's engine, or a competition of every aggregator (meta aggregator). */
  view: 'route' | 'competition' | 'bridge'
  /** The bridge view's destination chain (its origin is `chainId`). */
  destinationChainId: number | undefined
}
