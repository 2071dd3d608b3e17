import { type DependencyContainer, instanceCachingFactory } from 'tsyringe'
import type { ServiceToken } from './serviceToken.js'

export type RegisterServiceParameters<T> = {
  container: DependencyContainer
  token: ServiceToken<T>
} & (
  | { value: NoInfer<T> }
  /** Made on the first `resolveService` and kept: one instance per container it is registered in. */
  | { factory: (container: DependencyContainer) => NoInfer<T> }
)

/** Registers a service under its token: a value, or a factory run once. Only a `T` is taken for a `ServiceToken<T>`. */
export function registerService<T>(parameters: RegisterServiceParameters<T>): void {
  const { container, token } = parameters
  if ('value' in parameters) container.register(token.key, { useValue: parameters.value })
  else container.register(token.key, { useFactory: instanceCachingFactory(parameters.factory) })
}
