import { InvalidParametersError, MULTICALL3_ADDRESS } from '@sluice/core'
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'

/**
 * How pools are found: `enumeration` reads the factory's `allPairs` (any RPC, no block range
 * limits); `logs` reads `PairCreated` logs from `fromBlock` in chunks of `blockRange` blocks.
 */
export type UniswapV2Discovery = { mode: 'enumeration' } | { mode: 'logs'; fromBlock: bigint; blockRange?: bigint | undefined }

/** One Uniswap V2 deployment (Uniswap itself or a fork) on one chain. */
export type UniswapV2Config = {
  /** Append-only source ID. */
  id: number
  name: string
  description: string
  chainId: number
  factory: Address
  /** Keccak of the pair creation code (pair address derivation). */
  initCodeHash: Hex
  /** Swap fee in millionths; Uniswap V2 is 3000 (0.3%), forks differ. */
  fee?: number | undefined
  /** The deployment's router (Router02). */
  router?: Address | undefined
  /** Sluice's executor contract for this DEX type. */
  executor?: Address | undefined
  discovery?: UniswapV2Discovery | undefined
  multicall3?: Address | undefined
  /** Calls per Multicall3 batch. */
  batchSize?: number | undefined
}

// Every defaulted field present and defined (`Required` keeps `| undefined` under exactOptionalPropertyTypes).
export type ResolvedUniswapV2Config = { [K in Exclude<keyof UniswapV2Config, 'router' | 'executor'>]-?: Exclude<UniswapV2Config[K], undefined> } & Pick<
  UniswapV2Config,
  'router' | 'executor'
> & { discovery: { mode: 'logs'; fromBlock: bigint; blockRange: bigint } | { mode: 'enumeration' } }

export type ResolveUniswapV2ConfigParameters = UniswapV2Config
export type ResolveUniswapV2ConfigReturnType = ResolvedUniswapV2Config

/** Validates a deployment's config, checksums its addresses and fills the defaults. */
export function resolveUniswapV2Config(config: ResolveUniswapV2ConfigParameters): ResolveUniswapV2ConfigReturnType {
  const fee = config.fee ?? 3000
  if (!Number.isInteger(fee) || fee < 0 || fee >= 1_000_000)
    throw new InvalidParametersError(`Uniswap V2 fee must be an integer number of millionths in [0, 1000000), got ${fee}.`)
  if (!isHex(config.initCodeHash) || config.initCodeHash.length !== 66)
    throw new InvalidParametersError(`Uniswap V2 initCodeHash must be 32 bytes, got ${config.initCodeHash}.`)
  const batchSize = config.batchSize ?? 500
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new InvalidParametersError(`batchSize must be a positive integer, got ${batchSize}.`)
  const discovery = config.discovery ?? { mode: 'enumeration' }
  if (discovery.mode === 'logs' && (discovery.blockRange ?? 1n) < 1n) throw new InvalidParametersError('discovery.blockRange must be positive.')
  return {
    id: config.id,
    name: config.name,
    description: config.description,
    chainId: config.chainId,
    factory: checksum('factory', config.factory),
    initCodeHash: config.initCodeHash,
    fee,
    router: config.router === undefined ? undefined : checksum('router', config.router),
    executor: config.executor === undefined ? undefined : checksum('executor', config.executor),
    discovery: discovery.mode === 'logs' ? { mode: 'logs', fromBlock: discovery.fromBlock, blockRange: discovery.blockRange ?? 10_000n } : discovery,
    multicall3: checksum('multicall3', config.multicall3 ?? MULTICALL3_ADDRESS),
    batchSize,
  }
}

function checksum(field: string, address: string): Address {
  if (!isAddress(address, { strict: false })) throw new InvalidParametersError(`Uniswap V2 ${field} is not an address: ${address}.`)
  return getAddress(address)
}
