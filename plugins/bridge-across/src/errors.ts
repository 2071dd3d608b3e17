import { BaseError, type BaseErrorParameters } from '@sluice/core'

type Params = Omit<BaseErrorParameters, 'code'>

/** Across's API did not answer, or answered something this plugin cannot read. */
export class AcrossApiError extends BaseError {
  override name = 'AcrossApiError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INTERNAL_ERROR' })
  }
}

/** The sandbox relayer's fill was mined but reverted: the deposit is still unfilled. */
export class AcrossFillRevertedError extends BaseError {
  override name = 'AcrossFillRevertedError'
  constructor(message: string, params: Params = {}) {
    super(message, { ...params, code: 'INTERNAL_ERROR' })
  }
}
