import { BaseError, type BaseErrorParameters } from '@sluice/core'

type Params = Omit<BaseErrorParameters, 'code'>

/** Relay's API did not answer, or answered something this plugin cannot read. */
export class RelayApiError extends BaseError {
  override name = 'RelayApiError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INTERNAL_ERROR' })
  }
}
