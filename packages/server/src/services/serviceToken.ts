/**
 * A key of the server's container that carries the type of what it names: `resolveService` answers
 * a `T` for a `ServiceToken<T>`, and `registerService` takes only a `T` for it, so a wrong type is
 * a compile error at either end (tsyringe's own `resolve<T>` takes any `T` for a symbol).
 */
export type ServiceToken<T> = {
  /** The container's key. */
  readonly key: symbol
  /** Never set: it records `T`, both ways (a token of `Logger` is not one of `Logger | undefined`). */
  readonly type?: ((value: T) => T) | undefined
}

/** A new token of the server's container, for a service of type `T`. */
export function serviceToken<T>(description: string): ServiceToken<T> {
  return { key: Symbol(description) }
}
