import type { DependencyContainer } from 'tsyringe'
import type { ServiceToken } from './serviceToken.js'

export type ResolveServiceParameters<T> = {
  container: DependencyContainer
  token: ServiceToken<T>
}

/** The service of a token, from the container (or its parents), typed by the token. */
export function resolveService<T>({ container, token }: ResolveServiceParameters<T>): T {
  // The one place the container's answer is taken on trust: `registerService` registers under a
  // `ServiceToken<T>` only a `T`, and only it registers under these keys.
  return container.resolve<T>(token.key)
}
