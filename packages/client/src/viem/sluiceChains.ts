import { hyperEvm, soneium } from 'viem/chains'

export { hyperEvm, soneium }

/** viem's chains of the chain IDs Sluice serves (999 HyperEVM, 1868 Soneium), by chain ID; for a sandbox, use them with its RPC URL in `http(url)`. */
export const sluiceChains: { readonly 999: typeof hyperEvm; readonly 1868: typeof soneium } = { 999: hyperEvm, 1868: soneium }
