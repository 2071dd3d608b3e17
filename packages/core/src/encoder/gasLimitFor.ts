import { BlockGasLimitError } from '../errors/errors.js'
import { addGasMargin } from './addGasMargin.js'

export type GasLimitForParameters = {
  /** The transaction's gas estimate on the latest block. */
  estimate: bigint
  /** The most gas a transaction may use on the chain (`ChainEngineConfig.blockGasLimit`); absent: no limit. */
  blockGasLimit?: bigint | undefined
}

/**
 * The gas limit to send a transaction with: its estimate with `addGasMargin`'s margin, never above
 * the chain's block gas limit (the margin shrinks to fit). An estimate over the limit throws
 * `BlockGasLimitError`: the transaction would never be included in the chain's ordinary blocks.
 */
export function gasLimitFor({ estimate, blockGasLimit }: GasLimitForParameters): bigint {
  const limit = addGasMargin(estimate)
  if (blockGasLimit === undefined) return limit
  if (estimate > blockGasLimit) throw new BlockGasLimitError({ gas: estimate, blockGasLimit })
  return limit < blockGasLimit ? limit : blockGasLimit
}
