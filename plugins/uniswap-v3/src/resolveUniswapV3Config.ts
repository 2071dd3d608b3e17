import { InvalidParametersError, MULTICALL3_ADDRESS } from '@sluice/core'
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'

/** The fee tiers of Uniswap V3 itself (fee in millionths, and its tick spacing). */
export const UNISWAP_V3_FEE_TIERS = [
  { fee: 100, tickSpacing: 1 },
  { fee: 500, tickSpacing: 10 },
  { fee: 3000, tickSpacing: 60 },
  { fee: 10000, tickSpacing: 200 },
] as const

/** One Uniswap V3 deployment (Uniswap itself or a fork) on one chain. */
export type UniswapV3Config = {
  /** Append-only source ID. */
  id: number
  name: string
  description: string
  chainId: number
  factory: Address
  /** Keccak of the pool creation code (pool address derivation). */
  initCodeHash: Hex
  /** Enabled fee tiers; default Uniswap's four. Pools of other tiers are not discovered. */
  feeTiers?: readonly { fee: number; tickSpacing: number }[] | undefined
  /** The deployment's QuoterV2, when it has one. */
  quoter?: Address | undefined
  /** Sluice's executor for this DEX type (what `encode` targets). */
  executor?: Address | undefined
  /** Block the factory was deployed at: discovery starts there. Default 0. */
  fromBlock?: bigint | undefined
  /** Blocks per step of discovery (the chain's log reader splits each into requests within its `maxLogRange`). Default 10,000. */
  blockRange?: bigint | undefined
  multicall3?: Address | undefined
  /** Bytes of calldata per Multicall3 request. Default 16,384. */
  batchSize?: number | undefined
  /**
   * Bitmap words tracked on each side of the current tick's word (a word is 256 tick spacings).
   * Default 64: every word for tick spacings of 60 and more, ±163,840 ticks for spacing 10,
   * ±16,384 ticks (a price move of 5x) for spacing 1.
   */
  wordRadius?: number | undefined
}

// Every defaulted field present and defined (`Required` keeps `| undefined` under exactOptionalPropertyTypes).
export type ResolvedUniswapV3Config = { [K in Exclude<keyof UniswapV3Config, 'quoter' | 'executor'>]-?: Exclude<UniswapV3Config[K], undefined> } & Pick<
  UniswapV3Config,
  'quoter' | 'executor'
>

/** Checks a deployment's config and fills in the defaults. */
export function resolveUniswapV3Config(config: UniswapV3Config): ResolvedUniswapV3Config {
  const { id, factory, initCodeHash, quoter, executor, multicall3 = MULTICALL3_ADDRESS } = config
  if (!Number.isSafeInteger(id) || id < 0) throw new InvalidParametersError(`Source ID ${id} is not a non-negative integer.`)
  for (const [field, value] of Object.entries({ factory, quoter, executor, multicall3 }))
    if (value !== undefined && !isAddress(value, { strict: false })) throw new InvalidParametersError(`${field} ${value} is not an address.`)
  if (!isHex(initCodeHash) || initCodeHash.length !== 66) throw new InvalidParametersError(`initCodeHash ${initCodeHash} is not a 32-byte hash.`)
  const feeTiers = config.feeTiers ?? UNISWAP_V3_FEE_TIERS
  for (const { fee, tickSpacing } of feeTiers)
    if (!Number.isInteger(fee) || fee < 0 || fee >= 1_000_000 || !Number.isInteger(tickSpacing) || tickSpacing <= 0 || tickSpacing >= 16384)
      throw new InvalidParametersError(`Fee tier ${fee}/${tickSpacing} is invalid.`)
  const wordRadius = config.wordRadius ?? 64
  if (!Number.isInteger(wordRadius) || wordRadius < 0) throw new InvalidParametersError(`wordRadius ${wordRadius} is not a non-negative integer.`)
  const blockRange = config.blockRange ?? 10_000n
  if (blockRange <= 0n) throw new InvalidParametersError(`blockRange ${blockRange} is not positive.`)
  return {
    id,
    name: config.name,
    description: config.description,
    chainId: config.chainId,
    factory: getAddress(factory),
    initCodeHash,
    feeTiers,
    quoter: quoter === undefined ? undefined : getAddress(quoter),
    executor: executor === undefined ? undefined : getAddress(executor),
    fromBlock: config.fromBlock ?? 0n,
    blockRange,
    multicall3: getAddress(multicall3),
    batchSize: config.batchSize ?? 16_384,
    wordRadius,
  }
}
