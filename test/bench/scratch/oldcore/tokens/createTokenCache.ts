import { type Address, getAddress, isAddress, type PublicClient } from 'viem'
import { ChainUnavailableError, InvalidParametersError, InvalidTokenError } from '../errors/errors.js'
import { NATIVE_TOKEN_ADDRESS, type Token } from '../types/Token.js'
import { readTokenMetadata } from './readTokenMetadata.js'

/** Multicall3's address, the same on every chain that has it. */
const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

export type CreateTokenCacheParameters = {
  chainId: number
  client: PublicClient
  /** The chain's native currency (what `NATIVE_TOKEN_ADDRESS` stands for). Default: `client.chain.nativeCurrency`. */
  nativeCurrency?: { symbol: string; name: string; decimals: number } | undefined
  multicall3?: Address | undefined
  /** Tokens per Multicall3 call. Default 200. */
  batchSize?: number | undefined
}

export type TokenCache = {
  /**
   * One token's metadata; throws `InvalidTokenError` for a malformed address or a contract that
   * is not an ERC-20, `ChainUnavailableError` when it could not be read.
   */
  get(address: string): Promise<Token>
  /** Many tokens' metadata in one round trip for those not cached yet; throws like `get` for the first bad one. */
  getMany(addresses: readonly string[]): Promise<Token[]>
  /** A cached token, without reading the chain. */
  peek(address: string): Token | undefined
}

export type CreateTokenCacheReturnType = TokenCache

/**
 * Token metadata (symbol, name, decimals) read from the chain through Multicall3 and kept:
 * metadata does not change, so each token is read once (concurrent requests share the read; a
 * failed read is not kept). `NATIVE_TOKEN_ADDRESS` is the chain's native currency.
 */
export function createTokenCache({ chainId, client, nativeCurrency = client.chain?.nativeCurrency, multicall3 = MULTICALL3_ADDRESS, batchSize = 200 }: CreateTokenCacheParameters): CreateTokenCacheReturnType {
  if (!nativeCurrency) throw new InvalidParametersError(`The native currency of chain ${chainId} is not configured.`)
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new InvalidParametersError(`batchSize must be a positive integer, got ${batchSize}.`)
  const native: Token = Object.freeze({ chainId, address: NATIVE_TOKEN_ADDRESS, symbol: nativeCurrency.symbol, name: nativeCurrency.name, decimals: nativeCurrency.decimals })
  const reads = new Map<string, Promise<Token>>()
  const known = new Map<string, Token>([[NATIVE_TOKEN_ADDRESS.toLowerCase(), native]])

  function keyOf(address: string): string {
    if (!isAddress(address, { strict: false })) throw new InvalidTokenError(`Token address ${address} is malformed.`)
    return address.toLowerCase()
  }

  async function getMany(addresses: readonly string[]): Promise<Token[]> {
    const keys = addresses.map(keyOf)
    const missing = [...new Set(keys.filter((key) => !known.has(key) && !reads.has(key)))]
    if (missing.length > 0) {
      const batch = readTokenMetadata({ client, multicall3, tokens: missing.map((key) => getAddress(key)), batchSize })
      missing.forEach((key, i) => {
        const read = batch.then((metadata) => {
          const found = metadata[i]
          if (found instanceof Error) throw new ChainUnavailableError({ chainId, cause: found, details: `Reading token ${getAddress(key)} failed.` })
          if (!found) throw new InvalidTokenError(`${getAddress(key)} is not an ERC-20 token on chain ${chainId}.`)
          const token: Token = Object.freeze({ chainId, address: getAddress(key), ...found })
          known.set(key, token)
          return token
        })
        reads.set(key, read)
        // A failed read (RPC down, not a token) is not kept: the next request reads again.
        read.then(
          () => reads.delete(key),
          () => reads.delete(key),
        )
      })
    }
    return Promise.all(keys.map((key) => known.get(key) ?? reads.get(key)!))
  }

  return {
    get: async (address) => (await getMany([address]))[0]!,
    getMany,
    peek: (address) => (isAddress(address, { strict: false }) ? known.get(address.toLowerCase()) : undefined),
  }
}
