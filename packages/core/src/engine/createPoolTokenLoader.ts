import type { PoolStateSnapshot } from '../store/createPoolStateSnapshot.js'
import type { TokenCache, UnsupportedToken } from '../tokens/createTokenCache.js'
import type { ChainEngineConfig } from './ChainEngine.js'

export type CreatePoolTokenLoaderParameters = {
  chain: Pick<ChainEngineConfig, 'wrappedNative' | 'stableTokens'>
  tokenCache: Pick<TokenCache, 'load'>
  /** Told about each pool token found unsupported (its pools are skipped), e.g. to log it. */
  onUnsupportedToken?: ((token: UnsupportedToken) => void) | undefined
}

export type PoolTokenLoader = {
  /** Reads the metadata of the snapshot's pool tokens, unless read for this set of pools already; joins a load in flight. */
  load(snapshot: PoolStateSnapshot): Promise<unknown> | undefined
  /** Whether a load has ended well (before, nothing is known of any token). */
  loaded(): boolean
}

export type CreatePoolTokenLoaderReturnType = PoolTokenLoader

/**
 * Token metadata of every pool token (with the wrapped native and the stables), read once per new
 * set of pools. A token that cannot be read is unsupported (its pools skipped); an RPC failure is
 * retried with the next load.
 */
export function createPoolTokenLoader({ chain, tokenCache, onUnsupportedToken }: CreatePoolTokenLoaderParameters): CreatePoolTokenLoaderReturnType {
  let loadedPools = -1
  let loading: Promise<unknown> | undefined
  const load = (snapshot: PoolStateSnapshot) => {
    if (snapshot.pools.length === loadedPools || loading) return loading
    const addresses = [...new Set([chain.wrappedNative, ...chain.stableTokens, ...snapshot.pools.flatMap((state) => state.pool.tokens)])]
    // Each token's pool contract holds it (a singleton DEX's holds all its pools' tokens): a fee-on-transfer check simulates a transfer from there.
    const holders = new Map(snapshot.pools.flatMap((state) => state.pool.tokens.map((token) => [token.toLowerCase(), state.pool.address] as const)))
    loading = tokenCache
      .load(addresses, { holders })
      .then(
        ({ unsupported }) => {
          loadedPools = snapshot.pools.length
          for (const token of unsupported) onUnsupportedToken?.(token)
        },
        () => undefined,
      )
      .finally(() => {
        loading = undefined
      })
    return loading
  }
  return { load, loaded: () => loadedPools >= 0 }
}
