import { lBFactoryAbi } from './generated/joe-v2/lBFactory.js'
import { lBPairAbi } from './generated/joe-v2/lBPair.js'

/** Trader Joe's `LBFactory` ABI, from the vendored official source. */
export const liquidityBookFactoryAbi = lBFactoryAbi

/** Trader Joe's `LBPair` ABI, from the vendored official source. */
export const liquidityBookPairAbi = lBPairAbi
