import { BaseError } from '@sluice/core'

/** The sandbox could not start, stop or reach its chains. */
export class SandboxError extends BaseError {
  override name = 'SandboxError'
}
