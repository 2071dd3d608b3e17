import { type Address, getAddress, isAddress, type PublicClient } from 'viem'
import { ChainUnavailableError, InvalidParametersError, InvalidTokenError } from '../errors/errors.js'
import { isSluiceError } from '../errors/isSluiceError.js'
import { MULTICALL3_ADDRESS } from '../rpc/multicall3Address.js'
import { NATIVE_TOKEN_ADDRESS, type Token } from '../types/Token.js'
import { measureTransfer } from './measureTransfer.js'
import { readTokenMetadata } from './readTokenMetadata.js'

export type CreateTokenCacheParameters = {
  chainId: number
  client: PublicClient
  /** The chain's native currency (what `NATIVE_TOKEN_ADDRESS` stands for). Default: `client.chain.nativeCurrency`. */
  nativeCurrency?: { symbol: string; name: string; decimals: number } | undefined
  multicall3?: Address | undefined
  /** Tokens per Multicall3 call. Default 50. */
  batchSize?: number | undefined
  /** How long `load` remembers a token as unsupported before it tries it again (ms). Default 600,000. */
  unsupportedRetryMs?: number | undefined
  /** The clock (ms since the epoch); for tests. */
  now?: (() => number) | undefined
}

export type LoadTokensOptions = {
  /** An account holding each token (lower-cased token address to holder), to simulate a transfer from. */
  holders?: ReadonlyMap<string, Address> | undefined
}

/** A token `load` could not use, and why. */
export type UnsupportedToken = { address: Address; reason: string }

export type LoadTokensReturnType = {
  /** Tokens that loaded (now cached), in input order. */
  tokens: Token[]
  /** Tokens newly found unsupported by this call (not ERC-20, or reads that fail within the gas cap). */
  unsupported: UnsupportedToken[]
}

export type TokenCache = {
  /**
   * One token's metadata; throws `InvalidTokenError` for a malformed address or a contract that
   * is not an ERC-20, `ChainUnavailableError` when it could not be read.
   */
  get(address: string): Promise<Token>
  /** Many tokens' metadata in one round trip for those not cached yet; throws like `get` for the first bad one. */
  getMany(addresses: readonly string[]): Promise<Token[]>
  /**
   * Loads many tokens where one bad token never fails the rest: a token that cannot be read as
   * an ERC-20, or (given a holder, e.g. one of its pools) whose simulated transfer moves other
   * than the amount (fee on transfer), is marked unsupported (reported once, skipped for
   * `unsupportedRetryMs`, not returned by `peek`). Throws `ChainUnavailableError` only when
   * the node could not be reached.
   */
  load(addresses: readonly string[], options?: LoadTokensOptions): Promise<LoadTokensReturnType>
  /** Lower-cased addresses of the tokens `load` marked unsupported (their pools are not routed through). */
  unsupported(): ReadonlySet<string>
  /** A cached token, without reading the chain. */
  peek(address: string): Token | undefined
}

export type CreateTokenCacheReturnType = TokenCache

/**
 * Token metadata (symbol, name, decimals) read from the chain through Multicall3 and kept:
 * metadata does not change, so each token is read once (concurrent requests share the read; a
 * failed read is not kept). `NATIVE_TOKEN_ADDRESS` is the chain's native currency.
 */
export function createTokenCache({
  chainId,
  client,
  nativeCurrency = client.chain?.nativeCurrency,
  multicall3 = MULTICALL3_ADDRESS,
  batchSize = 50,
  unsupportedRetryMs = 600_000,
  now = Date.now,
}: CreateTokenCacheParameters): CreateTokenCacheReturnType {
  if (!nativeCurrency) throw new InvalidParametersError(`The native currency of chain ${chainId} is not configured.`)
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new InvalidParametersError(`batchSize must be a positive integer, got ${batchSize}.`)
  const native: Token = Object.freeze({
    chainId,
    address: NATIVE_TOKEN_ADDRESS,
    symbol: nativeCurrency.symbol,
    name: nativeCurrency.name,
    decimals: nativeCurrency.decimals,
  })
  const reads = new Map<string, Promise<Token>>()
  const known = new Map<string, Token>([[NATIVE_TOKEN_ADDRESS.toLowerCase(), native]])
  /** Unsupported tokens: when they were marked. */
  const unsupported = new Map<string, number>()
  const unsupportedKeys = new Set<string>()
  /** Tokens whose simulated transfer moved exactly the amount. */
  const transferChecked = new Set<string>()

  function keyOf(address: string): string {
    if (!isAddress(address, { strict: false })) throw new InvalidTokenError(`Token address ${address} is malformed.`)
    return address.toLowerCase()
  }

  /** Each key's token: cached, being read, or read now (the missing ones in one batch). */
  function tokensOf(keys: readonly string[]): Promise<Token>[] {
    const missing = [...new Set(keys.filter((key) => !known.has(key) && !reads.has(key)))]
    if (missing.length > 0) {
      const batch = readTokenMetadata({ client, multicall3, tokens: missing.map((key) => getAddress(key)), batchSize })
      missing.forEach((key, i) => {
        const read = batch.then((metadata) => {
          const found = metadata[i]
          if (found instanceof Error) throw new ChainUnavailableError({ chainId, cause: found, details: `Reading token ${getAddress(key)} failed.` })
          if (!found)
            throw new InvalidTokenError(`${getAddress(key)} is not an ERC-20 token on chain ${chainId} (or its metadata cannot be read within the gas cap).`)
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
    return keys.map((key) => {
      const token = known.get(key)
      return token ? Promise.resolve(token) : reads.get(key)!
    })
  }

  function getMany(addresses: readonly string[]): Promise<Token[]> {
    return Promise.all(tokensOf(addresses.map(keyOf)))
  }

  /** Why a token cannot be routed although it reads as an ERC-20 (a fee on transfer), if it cannot. */
  async function transferProblem(key: string, holder: Address | undefined): Promise<string | undefined> {
    if (!holder || transferChecked.has(key) || key === NATIVE_TOKEN_ADDRESS.toLowerCase()) return undefined
    const moved = await measureTransfer({ client, token: getAddress(key), holder })
    if (!moved) return undefined
    const off = moved.find((transfer) => transfer.sent !== transfer.amount || transfer.received !== transfer.amount)
    if (!off) {
      transferChecked.add(key)
      return undefined
    }
    return `${getAddress(key)} moves other than the amount on transfer (a fee-on-transfer or rebasing token: ${off.amount} sent as ${off.sent}, received as ${off.received}); Sluice does not route it.`
  }

  async function load(addresses: readonly string[], { holders }: LoadTokensOptions = {}): Promise<LoadTokensReturnType> {
    const keys = [...new Set(addresses.map(keyOf))].filter((key) => {
      const since = unsupported.get(key)
      return since === undefined || now() - since >= unsupportedRetryMs
    })
    const settled = await Promise.allSettled(tokensOf(keys))
    const problems: (string | undefined)[] = []
    // A few transfer simulations at a time: bounded work on the node.
    for (let start = 0; start < keys.length; start += 8)
      problems.push(
        ...(await Promise.all(
          keys.slice(start, start + 8).map((key, i) => (settled[start + i]!.status === 'fulfilled' ? transferProblem(key, holders?.get(key)) : undefined)),
        )),
      )
    const tokens: Token[] = []
    const found: UnsupportedToken[] = []
    settled.forEach((outcome, i) => {
      const key = keys[i]!
      const problem = problems[i]
      if (outcome.status === 'fulfilled' && problem !== undefined) {
        known.delete(key)
        unsupported.set(key, now())
        unsupportedKeys.add(key)
        found.push({ address: getAddress(key), reason: problem })
      } else if (outcome.status === 'fulfilled') {
        unsupported.delete(key)
        unsupportedKeys.delete(key)
        tokens.push(outcome.value)
      } else if (isSluiceError<InvalidTokenError>(outcome.reason, 'InvalidTokenError')) {
        unsupported.set(key, now())
        unsupportedKeys.add(key)
        found.push({ address: getAddress(key), reason: outcome.reason.shortMessage })
      }
    })
    const down = settled.find((outcome) => outcome.status === 'rejected' && !isSluiceError(outcome.reason, 'InvalidTokenError'))
    if (down?.status === 'rejected') throw down.reason
    return { tokens, unsupported: found }
  }

  return {
    get: async (address) => (await getMany([address]))[0]!,
    getMany,
    load,
    unsupported: () => unsupportedKeys,
    peek: (address) => (isAddress(address, { strict: false }) ? known.get(address.toLowerCase()) : undefined),
  }
}
