import {
  type BridgeAdapter,
  type BridgePlugin,
  type ChainEngine,
  createPluginRegistry,
  InvalidConfigError,
  InvalidParametersError,
  isSluiceError,
  type LogReader,
  NATIVE_TOKEN_ADDRESS,
  type Token,
} from '@sluice/core'
import type { Address, Hex, PublicClient } from 'viem'
import { BridgeStatusUnavailableError, DepositNotFoundError } from './crossChainErrors.js'
import { type CrossChainStatus, describeDeposit } from './describeDeposit.js'
import { type CrossChainQuote, type CrossChainQuoteParameters, quoteCrossChain } from './quoteCrossChain.js'

/** A chain's own facts, as its config gives them. */
export type CrossChainChainConfig = {
  chainId: number
  name: string
  nativeSymbol: string
  nativeName?: string | undefined
  wrappedNative: Address
  /** The bridges the chain takes part in: a bridge plugin's `kind` and its config. */
  bridges: readonly { kind: string; config?: unknown }[]
}

export type CrossChainChain = {
  config: CrossChainChainConfig
  client: PublicClient
  /** The chain's log reader (its `maxLogRange`), handed to the bridges; absent: the default cap. */
  logs?: LogReader | undefined
  engine: ChainEngine
  /** The tokens the engine routes on the chain (from its pools), native excluded. */
  tokens(): Token[]
}

export type CreateCrossChainServiceParameters = {
  chains: readonly CrossChainChain[]
  plugins: readonly BridgePlugin<unknown>[]
}

/** A chain some bridge serves: its native currency, the bridges that leave it and the chains they reach. */
export type CrossChainChainInfo = {
  chainId: number
  name: string
  nativeCurrency: { address: Address; symbol: string; name: string; decimals: number }
  wrappedNative: Address
  bridges: string[]
  destinations: number[]
}

/** A currency of a chain, and whether a bridge moves it as is. */
export type CrossChainCurrency = {
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
  isNative: boolean
  bridgeable: boolean
}

export type CrossChainService = {
  /** Whether any chain has a bridge (else there is nothing to serve). */
  readonly enabled: boolean
  chains(): CrossChainChainInfo[]
  /** Native first, then bridgeable tokens, then by symbol; a chain no bridge serves is refused. */
  currencies(chainIds: readonly number[]): CrossChainCurrency[]
  quote(parameters: CrossChainQuoteParameters): Promise<CrossChainQuote>
  /** The deposit's state, read from the chains by the bridge that knows it. */
  status(txHash: Hex): Promise<CrossChainStatus>
}

/**
 * Cross-chain quoting and status: one adapter per bridge plugin over the chains whose config lists
 * that bridge, the chains' engines for the swap legs. A bridge kind no plugin knows fails at start.
 */
export function createCrossChainService({ chains, plugins }: CreateCrossChainServiceParameters): CrossChainService {
  const registry = createPluginRegistry({ type: 'bridge', plugins })
  for (const chain of chains) for (const entry of chain.config.bridges) registry.get(entry.kind, `chain ${chain.config.chainId}`)
  const adapters: BridgeAdapter[] = plugins.flatMap((plugin) => {
    const served = chains.flatMap((chain) =>
      chain.config.bridges
        .filter((entry) => entry.kind === plugin.kind)
        .map((entry) => {
          try {
            return {
              chainId: chain.config.chainId,
              client: chain.client,
              logs: chain.logs,
              wrappedNative: chain.config.wrappedNative,
              config: plugin.parseConfig(entry.config),
            }
          } catch (cause) {
            throw new InvalidConfigError(`Chain ${chain.config.chainId}: invalid ${plugin.kind} config.`, {
              cause,
              details: isSluiceError(cause) ? cause.shortMessage : undefined,
            })
          }
        }),
    )
    return served.length > 0 ? [plugin.createAdapter({ chains: served })] : []
  })
  const engines = new Map(chains.map((chain) => [chain.config.chainId, chain.engine]))
  const wrappedNatives = new Map<number, Address>(chains.map((chain) => [chain.config.chainId, chain.config.wrappedNative]))
  const byId = new Map(chains.map((chain) => [chain.config.chainId, chain]))
  const bridged = (chainId: number) =>
    adapters.flatMap((adapter) => adapter.routes().filter((route) => route.originChainId === chainId || route.destinationChainId === chainId))

  return {
    enabled: adapters.length > 0,
    chains() {
      return chains
        .filter((chain) => bridged(chain.config.chainId).length > 0)
        .map(({ config }) => ({
          chainId: config.chainId,
          name: config.name,
          nativeCurrency: { address: NATIVE_TOKEN_ADDRESS, symbol: config.nativeSymbol, name: config.nativeName ?? config.nativeSymbol, decimals: 18 },
          wrappedNative: config.wrappedNative,
          bridges: adapters.filter((adapter) => adapter.routes().some((route) => route.originChainId === config.chainId)).map((adapter) => adapter.kind),
          destinations: [
            ...new Set(
              bridged(config.chainId)
                .filter((route) => route.originChainId === config.chainId)
                .map((route) => route.destinationChainId),
            ),
          ].sort((a, b) => a - b),
        }))
    },
    currencies(chainIds) {
      return chainIds.flatMap((chainId) => {
        const chain = byId.get(chainId)
        if (!chain || bridged(chainId).length === 0)
          throw new InvalidParametersError(`chainIds: chain ${chainId} is not served by the cross-chain API; see GET /v1/chains.`)
        const routeTokens = new Set(
          bridged(chainId)
            .flatMap((route) => [route.originChainId === chainId ? route.originToken : route.destinationToken])
            .map((a) => a.toLowerCase()),
        )
        const { config } = chain
        // Throws (503) while the engine's token metadata is still loading: never answer a partial list.
        chain.engine.token(config.wrappedNative)
        const native = {
          chainId,
          address: NATIVE_TOKEN_ADDRESS,
          symbol: config.nativeSymbol,
          name: config.nativeName ?? config.nativeSymbol,
          decimals: 18,
          isNative: true,
          bridgeable: routeTokens.has(config.wrappedNative.toLowerCase()),
        }
        const tokens = chain
          .tokens()
          .map((token) => ({
            chainId,
            address: token.address,
            symbol: token.symbol,
            name: token.name,
            decimals: token.decimals,
            isNative: false,
            bridgeable: routeTokens.has(token.address.toLowerCase()),
          }))
          .sort((a, b) => Number(b.bridgeable) - Number(a.bridgeable) || a.symbol.localeCompare(b.symbol))
        return [native, ...tokens]
      })
    },
    quote: (parameters) => quoteCrossChain({ ...parameters, adapters, engines, wrappedNatives }),
    async status(txHash) {
      for (const adapter of adapters) {
        let status: Awaited<ReturnType<BridgeAdapter['status']>>
        try {
          status = await adapter.status({ txHash })
        } catch (cause) {
          if (isSluiceError(cause)) throw cause
          throw new BridgeStatusUnavailableError(`A chain of the ${adapter.kind} bridge did not answer.`, { cause })
        }
        if (status) return describeDeposit({ status })
      }
      throw new DepositNotFoundError(`Transaction ${txHash} is no bridge deposit on a supported chain.`)
    },
  }
}
