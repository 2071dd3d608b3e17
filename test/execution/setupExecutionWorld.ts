import {
  createSourceAdapters,
  createSourceRegistry,
  type PoolGraphSnapshot,
  type Route,
  type RoutePath,
  type RouteStep,
  type Simulator,
  type SourceRegistry,
  splitMulticallTransport,
} from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import type { ChainManifest, SluiceContracts, TokenEntry } from '@sluice/sandbox'
import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type ExecutionWorld = {
  chain: ChainManifest
  client: PublicClient
  registry: SourceRegistry
  contracts: SluiceContracts
  token(symbol: string): TokenEntry
  /** Funded account `i` (0-3) as a wallet. */
  wallet(i: number): WalletClient<Transport, Chain | undefined, Account>
  /** Every pool's simulator at the chain's head, as the solver takes them. */
  snapshot(): Promise<PoolGraphSnapshot>
  /** A route along the given pools (by `Pool.id`, one list per path), amounts from the pools' simulators. */
  route(parameters: TestRouteParameters): Promise<Route>
}

export type TestRouteParameters = {
  mode: 'sell' | 'buy'
  tokenIn: Address
  tokenOut: Address
  /** Route-level token addresses (e.g. the native address) when they differ from the steps'. */
  routeTokenIn?: Address | undefined
  routeTokenOut?: Address | undefined
  paths: { pools: Address[]; amount: bigint }[]
}

export type SetupExecutionWorldParameters = { chain: ChainManifest }

/** Adapters, simulators and wallets over one sandbox chain, for end-to-end execution tests. */
export function setupExecutionWorld({ chain }: SetupExecutionWorldParameters): ExecutionWorld {
  if (!chain.contracts) throw new Error(`Chain ${chain.chainId} has no Sluice contracts.`)
  const contracts = chain.contracts
  // Multicall reads split to fit the gas a call runs with (999: the 2M block gas limit), as the server's are.
  const client = createPublicClient({
    transport: splitMulticallTransport({ transport: http(chain.rpcUrl), multicall3: chain.multicall3 }),
    cacheTime: 0,
  }) as PublicClient
  const adapters = createSourceAdapters({
    plugins: defaultSourcePlugins,
    sources: chain.sources,
    chain: { chainId: chain.chainId, multicall3: chain.multicall3, wrappedNative: chain.wrappedNative },
    executors: contracts.executors,
  })
  const registry = createSourceRegistry({ adapters })

  /**
   * Simulators at the chain's head, by lower-case pool ID: of every pool, or of the pools in `only`.
   * The adapters read side by side (their reads are independent); a route reads only its own pools
   * (reading every pool of every DEX type, one type after another, took about 3 s a route).
   */
  const simulators = async (only?: ReadonlySet<string>): Promise<Map<string, Simulator>> => {
    const blockNumber = await client.getBlockNumber()
    const perAdapter = await Promise.all(
      adapters.map(async (adapter) => {
        const { pools } = await adapter.discover({ client, toBlock: blockNumber })
        const wanted = only ? pools.filter((pool) => only.has(pool.id.toLowerCase())) : pools
        if (wanted.length === 0) return []
        const states = await adapter.track({ client, pools: wanted, blockNumber })
        return states.map((state) => [state.pool.id.toLowerCase(), adapter.simulator(state)] as const)
      }),
    )
    return new Map(perAdapter.flat())
  }

  const route = async ({ mode, tokenIn, tokenOut, routeTokenIn, routeTokenOut, paths }: TestRouteParameters): Promise<Route> => {
    const sims = await simulators(new Set(paths.flatMap(({ pools }) => pools.map((id) => id.toLowerCase()))))
    const routePaths: RoutePath[] = paths.map(({ pools, amount }) => {
      const hops = pools.map((id) => sims.get(id.toLowerCase())!.clone())
      // Token sequence along the path.
      const tokens: Address[] = [tokenIn]
      for (const sim of hops) {
        const [t0, t1] = sim.pool.tokens
        tokens.push(tokens[tokens.length - 1]!.toLowerCase() === t0.toLowerCase() ? t1 : t0)
      }
      if (tokens[tokens.length - 1]!.toLowerCase() !== tokenOut.toLowerCase()) throw new Error('path does not end in tokenOut')
      const steps: RouteStep[] = []
      if (mode === 'sell') {
        let current = amount
        hops.forEach((sim, i) => {
          const r = sim.swapExactIn({ tokenIn: tokens[i]!, amountIn: current })
          steps.push({ pool: sim.pool, tokenIn: tokens[i]!, tokenOut: tokens[i + 1]!, amountIn: r.amountIn, amountOut: r.amountOut, fee: sim.fee() })
          current = r.amountOut
        })
        return { steps, amountIn: amount, amountOut: current }
      }
      let needed = amount
      for (let i = hops.length - 1; i >= 0; i--) {
        const r = hops[i]!.swapExactOut!({ tokenOut: tokens[i + 1]!, amountOut: needed })
        steps.unshift({ pool: hops[i]!.pool, tokenIn: tokens[i]!, tokenOut: tokens[i + 1]!, amountIn: r.amountIn, amountOut: r.amountOut, fee: hops[i]!.fee() })
        needed = r.amountIn
      }
      return { steps, amountIn: needed, amountOut: amount }
    })
    return {
      mode,
      tokenIn: routeTokenIn ?? tokenIn,
      tokenOut: routeTokenOut ?? tokenOut,
      amountIn: routePaths.reduce((s, p) => s + p.amountIn, 0n),
      amountOut: routePaths.reduce((s, p) => s + p.amountOut, 0n),
      paths: routePaths,
      gas: 0n,
      blockNumber: await client.getBlockNumber(),
    }
  }

  return {
    chain,
    client,
    registry,
    contracts,
    token(symbol) {
      const found = chain.tokens.find((t) => t.symbol === symbol)
      if (!found) throw new Error(`No token ${symbol}`)
      return found
    },
    wallet(i) {
      const entry = chain.accounts[i]!
      return createWalletClient({ account: privateKeyToAccount(entry.privateKey), transport: http(chain.rpcUrl) })
    },
    route,
    async snapshot() {
      const blockNumber = await client.getBlockNumber()
      return { simulators: [...(await simulators()).values()], blockNumber }
    },
  }
}
