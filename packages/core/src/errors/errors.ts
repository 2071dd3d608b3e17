import { BaseError, type BaseErrorParameters } from './BaseError.js'

type Params = Omit<BaseErrorParameters, 'code'>

/** A plugin registered a source ID that is already taken. */
export class DuplicateSourceIdError extends BaseError {
  override name = 'DuplicateSourceIdError'
  constructor({ id, ...rest }: { id: number } & Params) {
    super(`Source ID ${id} is already registered.`, { ...rest, code: 'INTERNAL_ERROR' })
  }
}

/** A configuration (a config file, a source's plugin config, a plugin list) that cannot be used; fails at start-up. */
export class InvalidConfigError extends BaseError {
  override name = 'InvalidConfigError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INTERNAL_ERROR' })
  }
}

/** A source ID that no registered adapter has. */
export class UnknownSourceError extends BaseError {
  override name = 'UnknownSourceError'
  constructor({ id, ...rest }: { id: number } & Params) {
    super(`Unknown source ID ${id}.`, { ...rest, code: 'INVALID_PARAMETERS' })
  }
}

/** Request parameters that cannot be served. */
export class InvalidParametersError extends BaseError {
  override name = 'InvalidParametersError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_PARAMETERS' })
  }
}

/** A token address that is malformed or not known on the chain. */
export class InvalidTokenError extends BaseError {
  override name = 'InvalidTokenError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_TOKEN' })
  }
}

/** An amount that is zero, negative or malformed. */
export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_AMOUNT' })
  }
}

/** No path of pools connects the two tokens. */
export class NoRouteFoundError extends BaseError {
  override name = 'NoRouteFoundError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'NO_ROUTE_FOUND' })
  }
}

/** A path exists but cannot carry the requested amount. */
export class InsufficientLiquidityError extends BaseError {
  override name = 'InsufficientLiquidityError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INSUFFICIENT_LIQUIDITY' })
  }
}

/**
 * A simulator could not perform a swap, exactly where the contract reverts (the `reason` is the
 * contract's revert reason where it has one, e.g. `SPL`, `AS`, `INSUFFICIENT_LIQUIDITY`), or
 * where the swap would produce zero output.
 */
export class SimulationError extends BaseError {
  override name = 'SimulationError'
  readonly reason: string
  constructor({ reason, ...rest }: { reason: string } & Params) {
    super(`Swap simulation failed: ${reason}.`, { ...rest, code: 'INSUFFICIENT_LIQUIDITY' })
    this.reason = reason
  }
}

/**
 * A simulator needs more of its pool's state than it holds (e.g. tick data beyond the range it
 * loaded): it refuses rather than guesses. `request` is the simulator's own description of what
 * is missing, opaque to core (structured-cloneable); the pool's source adapter answers it with
 * `loadState`, and the quote can then be computed again.
 */
export class StateNotLoadedError extends SimulationError {
  override name = 'StateNotLoadedError'
  /** `Pool.id` of the pool. */
  readonly pool: string
  readonly request: unknown
  constructor({ pool, request, ...rest }: { pool: string; request: unknown; reason: string } & Params) {
    super(rest)
    this.pool = pool
    this.request = request
  }
}

/** The chain (RPC node) did not answer, or answered with something unusable. */
export class ChainUnavailableError extends BaseError {
  override name = 'ChainUnavailableError'
  readonly chainId: number
  constructor({ chainId, ...rest }: { chainId: number } & Params) {
    super(`Chain ${chainId} is unavailable.`, { ...rest, code: 'INTERNAL_ERROR' })
    this.chainId = chainId
  }
}

/**
 * The chain's node answers another chain ID than the chain's (a node swapped behind its URL, a
 * wrong URL): nothing is read from it. The message is `ChainUnavailableError`'s; the details name
 * the node and both IDs.
 */
export class ChainIdMismatchError extends ChainUnavailableError {
  override name = 'ChainIdMismatchError'
  /** The chain ID the node answered. */
  readonly nodeChainId: number
  readonly url: string
  constructor({ chainId, nodeChainId, url, ...rest }: { chainId: number; nodeChainId: number; url: string } & Params) {
    super({ chainId, details: `The node at ${url} serves chain ${nodeChainId}, not ${chainId}.`, ...rest })
    this.nodeChainId = nodeChainId
    this.url = url
  }
}

/** Pool state is older than the freshness limit: quotes from it would be stale. */
export class StaleStateError extends BaseError {
  override name = 'StaleStateError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INTERNAL_ERROR' })
  }
}

/** The transactions of a route failed simulation against the current block. */
export class TransactionSimulationError extends BaseError {
  override name = 'TransactionSimulationError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INSUFFICIENT_LIQUIDITY' })
  }
}

/**
 * The swap's own simulation (from the user, at the chain's gas price) moved other amounts than
 * the route says: the recipient got less, or the user paid more, than quoted. A token that taxes,
 * rebases or otherwise behaves differently on a real transfer; Sluice does not route it.
 */
export class TokenTransferMismatchError extends BaseError {
  override name = 'TokenTransferMismatchError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_TOKEN' })
  }
}

/** Preparing a request took more RPC work (calls or time) than it is allowed. */
export class RpcBudgetExceededError extends BaseError {
  override name = 'RpcBudgetExceededError'
  constructor({ reason, ...rest }: { reason: string } & Params) {
    super(`Preparing this request needs ${reason}, more than allowed.`, { ...rest, code: 'INVALID_PARAMETERS' })
  }
}

/** An aggregator answered with an error, an unusable body, or not at all. */
export class AggregatorRequestError extends BaseError {
  override name = 'AggregatorRequestError'
  readonly aggregator: string
  /** HTTP status of the aggregator's answer, when there was one. */
  readonly status: number | undefined
  constructor({ aggregator, status, reason, ...rest }: { aggregator: string; status?: number | undefined; reason: string } & Params) {
    super(`Aggregator ${aggregator} failed: ${reason}.`, { ...rest, code: 'INTERNAL_ERROR' })
    this.aggregator = aggregator
    this.status = status
  }
}

/** An aggregator did not answer within its time limit. */
export class AggregatorTimeoutError extends BaseError {
  override name = 'AggregatorTimeoutError'
  readonly aggregator: string
  constructor({ aggregator, timeoutMs, ...rest }: { aggregator: string; timeoutMs: number } & Params) {
    super(`Aggregator ${aggregator} did not answer within ${timeoutMs} ms.`, { ...rest, code: 'INTERNAL_ERROR' })
    this.aggregator = aggregator
  }
}

/** A position manager has no position of that ID (or it was burned). */
export class PositionNotFoundError extends BaseError {
  override name = 'PositionNotFoundError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_PARAMETERS' })
  }
}

/** A pool, or a position manager, that Sluice does not know on the chain. */
export class PoolNotFoundError extends BaseError {
  override name = 'PoolNotFoundError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_PARAMETERS' })
  }
}

/**
 * An order that needs more gas than one transaction may use on the chain (its `blockGasLimit`,
 * e.g. HyperEVM's 2M-gas fast blocks): no route that fits carries it, or its transaction's
 * estimate is over the limit. Such a transaction would wait for a big block (on HyperEVM: only
 * for accounts that opted in) or never be included.
 */
export class BlockGasLimitError extends BaseError {
  override name = 'BlockGasLimitError'
  readonly blockGasLimit: bigint
  /** `gas`: the transaction's estimate, when it was made; absent: no route fits. */
  constructor({ gas, blockGasLimit, ...rest }: { gas?: bigint | undefined; blockGasLimit: bigint } & Params) {
    super(
      `${gas === undefined ? 'No route for this order fits' : `This order needs ${gas} gas, more than`} the ${blockGasLimit} gas a transaction may use on this chain: it would only fit a big block. Try a smaller amount.`,
      { ...rest, code: 'GAS_LIMIT_EXCEEDED' },
    )
    this.blockGasLimit = blockGasLimit
  }
}
