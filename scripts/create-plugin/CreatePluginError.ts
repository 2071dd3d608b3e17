import { BaseError } from '../../packages/core/src/errors/BaseError.js'

/** `pnpm create-plugin` was given a kind it cannot use (malformed, or its folder exists). */
export class CreatePluginError extends BaseError {
  override name = 'CreatePluginError'
}
