import { BaseError, type BaseErrorParameters } from '@sluice/core'

type Params = Omit<BaseErrorParameters, 'code'>

/** A transaction hash that is no deposit of any configured bridge (answered 404). */
export class DepositNotFoundError extends BaseError {
  override name = 'DepositNotFoundError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INVALID_PARAMETERS' })
  }
}

/** A chain did not answer while a bridge status was read (answered 503: retry). */
export class BridgeStatusUnavailableError extends BaseError {
  override name = 'BridgeStatusUnavailableError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INTERNAL_ERROR' })
  }
}
