import type { Simulator } from '@sluice/core'
import { createLiquidityBookSimulator, type LiquidityBookBin } from '@sluice/plugin-liquidity-book'
import type { Address } from 'viem'

export type SyntheticLiquidityBookPoolParameters = {
  address: Address
  sourceId: number
  /** Token X and token Y, in this order (token0 and token1 of the graph). */
  tokens: readonly [Address, Address]
  /** Price of one raw unit of X in raw units of Y. */
  rawPrice: number
  /** Raw units of Y on the Y side (the X side holds the same value). */
  reserveY: number
  /** Bins each side of the active bin. */
  side: number
  /** Trader Joe's bin steps (basis points): 1, 10, 25 or 100 drawn by the caller. */
  binStep: number
  /** Draws in [0, 1), from the graph's seeded generator. */
  rand: () => number
}

/** Trader Joe v2.2's base bin ID (price 1). */
const BASE_ID = 2 ** 23

/**
 * A Liquidity Book pair (the real bin simulator) at `rawPrice`: the active bin at the bin of that
 * price, `side` bins of Y below it and of X above it (both in the active bin), the liquidity per
 * bin uneven (0.5 to 1.5 of the mean), Trader Joe's usual fee parameters and a variable fee that
 * has decayed (the last swap long ago).
 */
export function syntheticLiquidityBookPool({
  address,
  sourceId,
  tokens,
  rawPrice,
  reserveY,
  side,
  binStep,
  rand,
}: SyntheticLiquidityBookPoolParameters): Simulator {
  const activeId = BASE_ID + Math.round(Math.log(rawPrice) / Math.log(1 + binStep / 10_000))
  const perBinY = reserveY / (side + 1)
  const bins: LiquidityBookBin[] = []
  for (let offset = -side; offset <= side; offset++) {
    const scale = 0.5 + rand()
    const price = (1 + binStep / 10_000) ** (activeId + offset - BASE_ID)
    const y = offset <= 0 ? BigInt(Math.floor(perBinY * scale)) : 0n
    const x = offset >= 0 ? BigInt(Math.floor((perBinY * scale) / price)) : 0n
    bins.push([activeId + offset, x, y])
  }
  return createLiquidityBookSimulator({
    state: {
      pool: { id: address, address, sourceId, tokens: [tokens[0], tokens[1]], fee: binStep * 100 },
      blockNumber: 1n,
      data: {
        binStep,
        activeId,
        staticFee: {
          baseFactor: 8_000,
          filterPeriod: 30,
          decayPeriod: 600,
          reductionFactor: 5_000,
          variableFeeControl: 15_000,
          protocolShare: 1_000,
          maxVolatilityAccumulator: 350_000,
        },
        variableFee: { volatilityAccumulator: 0, volatilityReference: 0, idReference: activeId, timeOfLastUpdate: 0n },
        bins,
        window: [activeId - side, activeId + side],
        beyond: [false, false],
        timestamp: 1_000_000n,
      },
    },
  })
}
