import type { PublicClient } from 'viem'

export type CreateGasPriceReaderParameters = {
  client: Pick<PublicClient, 'getGasPrice'>
  /** How long a gas price is used before it is read again (ms). */
  ttlMs: number
}

export type GasPriceReader = {
  /** The last gas price read (0 before the first answer); starts a read in the background when it is older than `ttlMs`. */
  current(): bigint
}

export type CreateGasPriceReaderReturnType = GasPriceReader

/** The chain's gas price, refreshed in the background (a read starts at once); callers never wait for it. */
export function createGasPriceReader({ client, ttlMs }: CreateGasPriceReaderParameters): CreateGasPriceReaderReturnType {
  let gasPrice = 0n
  let gasPriceAt = 0
  const refresh = () => {
    if (Date.now() - gasPriceAt < ttlMs) return
    gasPriceAt = Date.now()
    client.getGasPrice().then(
      (price) => {
        gasPrice = price
      },
      () => undefined,
    )
  }
  refresh()
  return {
    current() {
      refresh()
      return gasPrice
    },
  }
}
