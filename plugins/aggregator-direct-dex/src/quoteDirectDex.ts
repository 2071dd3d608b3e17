import { type Address, isAddressEqual, type PublicClient, zeroAddress } from 'viem'
import { v2FactoryAbi, v2RouterAbi, v3FactoryAbi, v3QuoterV2Abi } from './abi.js'
import type { DirectDexDeployment } from './directDexConfigSchema.js'
import { encodeV3Path } from './encodeV3Path.js'

/** A route through one deployment, as its own contracts quote it. */
export type DirectDexRoute = {
  /** Index of the deployment in the plugin's config. */
  deployment: number
  /** Tokens along the route (the wrapped native token stands for the native one). */
  path: Address[]
  /** V3: fee tier of each hop; V2: empty. */
  fees: number[]
  /** The pool (pair) of each hop. */
  pools: Address[]
  amountOut: bigint
  gasEstimate: bigint
}

export type QuoteDirectDexParameters = {
  client: PublicClient
  multicall3: Address
  /** The chain's deployments, each with its index in the config. */
  deployments: readonly { index: number; deployment: DirectDexDeployment }[]
  tokenIn: Address
  tokenOut: Address
  amountIn: bigint
  /** Intermediate tokens tried for two-hop routes. */
  connectors: readonly Address[]
}

export type QuoteDirectDexReturnType = DirectDexRoute | undefined

/** Approximate gas of a Router02 swap per hop (the router, the pair, two transfers). */
const V2_HOP_GAS = 100_000n
/** Approximate gas of the SwapRouter around the pools' swaps (QuoterV2 estimates those). */
const V3_ROUTER_GAS = 60_000n

/**
 * The best route of each deployment's own contracts, and the best of those: direct and two-hop
 * paths (through the connectors) where the factory has the pools, quoted by Router02's
 * `getAmountsOut` (V2) or QuoterV2 (V3), all in a few Multicall3 calls. `undefined` when no
 * deployment has a path. Ties go to the cheaper gas estimate, then the earlier deployment.
 */
export async function quoteDirectDex({
  client,
  multicall3,
  deployments,
  tokenIn,
  tokenOut,
  amountIn,
  connectors,
}: QuoteDirectDexParameters): Promise<QuoteDirectDexReturnType> {
  const paths: Address[][] = [
    [tokenIn, tokenOut],
    ...connectors.filter((c) => !isAddressEqual(c, tokenIn) && !isAddressEqual(c, tokenOut)).map((c) => [tokenIn, c, tokenOut]),
  ]
  const hops = [
    ...new Map(paths.flatMap((path) => path.slice(1).map((to, i) => [pairKey(path[i] as Address, to), [path[i] as Address, to] as const]))).values(),
  ]

  // Which pools exist: one lookup per deployment, pair (and V3 fee tier).
  type Lookup = {
    index: number
    a: Address
    b: Address
    fee: number
    call: { address: Address; abi: typeof v2FactoryAbi | typeof v3FactoryAbi; functionName: string; args: readonly unknown[] }
  }
  const lookups = deployments.flatMap(({ index, deployment }): Lookup[] =>
    deployment.kind === 'uniswap-v2'
      ? hops.map(([a, b]) => ({
          index,
          a,
          b,
          fee: 0,
          call: { address: deployment.factory, abi: v2FactoryAbi, functionName: 'getPair', args: [a, b] } as const,
        }))
      : hops.flatMap(([a, b]) =>
          deployment.feeTiers.map((fee) => ({
            index,
            a,
            b,
            fee,
            call: { address: deployment.factory, abi: v3FactoryAbi, functionName: 'getPool', args: [a, b, fee] } as const,
          })),
        ),
  )
  const found = await client.multicall({ contracts: lookups.map((lookup) => lookup.call) as never[], allowFailure: true, multicallAddress: multicall3 })
  /** Pools that exist, by deployment, pair and fee tier. */
  const poolOf = new Map(
    lookups.flatMap((l, i) => {
      const pool = found[i]?.status === 'success' ? (found[i]?.result as Address) : zeroAddress
      return pool === zeroAddress ? [] : [[`${l.index}:${pairKey(l.a, l.b)}:${l.fee}`, pool] as const]
    }),
  )

  type Candidate = { index: number; deployment: DirectDexDeployment; path: Address[]; fees: number[] }
  const candidates: Candidate[] = []
  for (const { index, deployment } of deployments)
    for (const path of paths) {
      const pairs = path.slice(1).map((to, i) => pairKey(path[i] as Address, to))
      if (deployment.kind === 'uniswap-v2') {
        if (pairs.every((pair) => poolOf.has(`${index}:${pair}:0`))) candidates.push({ index, deployment, path, fees: [] })
        continue
      }
      // Every combination of fee tiers whose pools exist.
      let combos: number[][] = [[]]
      for (const pair of pairs)
        combos = combos.flatMap((combo) => deployment.feeTiers.filter((fee) => poolOf.has(`${index}:${pair}:${fee}`)).map((fee) => [...combo, fee]))
      for (const fees of combos) candidates.push({ index, deployment, path, fees })
    }
  if (candidates.length === 0) return undefined

  const quoteCall = ({ deployment, path, fees }: Candidate) => {
    if (deployment.kind === 'uniswap-v2')
      return { address: deployment.router, abi: v2RouterAbi, functionName: 'getAmountsOut', args: [amountIn, path] } as const
    const quoter = deployment.quoter as Address
    if (path.length === 2)
      return {
        address: quoter,
        abi: v3QuoterV2Abi,
        functionName: 'quoteExactInputSingle',
        args: [{ tokenIn: path[0] as Address, tokenOut: path[1] as Address, amountIn, fee: fees[0] as number, sqrtPriceLimitX96: 0n }],
      } as const
    return { address: quoter, abi: v3QuoterV2Abi, functionName: 'quoteExactInput', args: [encodeV3Path(path, fees), amountIn] } as const
  }
  const quotes = await client.multicall({ contracts: candidates.map(quoteCall) as never[], allowFailure: true, multicallAddress: multicall3 })

  let best: DirectDexRoute | undefined
  candidates.forEach((candidate, i) => {
    const quote = quotes[i]
    if (quote?.status !== 'success') return
    // Router02 returns the amounts along the path; QuoterV2 returns (amountOut, ..., gasEstimate).
    const result = quote.result as readonly unknown[]
    const v2 = candidate.deployment.kind === 'uniswap-v2'
    const amountOut = (v2 ? result[candidate.path.length - 1] : result[0]) as bigint
    const gasEstimate = v2 ? V2_HOP_GAS * BigInt(candidate.path.length - 1) : (result[3] as bigint) + V3_ROUTER_GAS
    if (amountOut <= 0n) return
    if (!best || amountOut > best.amountOut || (amountOut === best.amountOut && gasEstimate < best.gasEstimate))
      best = {
        deployment: candidate.index,
        path: candidate.path,
        fees: candidate.fees,
        pools: candidate.path
          .slice(1)
          .map(
            (to, hop) => poolOf.get(`${candidate.index}:${pairKey(candidate.path[hop] as Address, to)}:${v2 ? 0 : (candidate.fees[hop] as number)}`) as Address,
          ),
        amountOut,
        gasEstimate,
      }
  })
  return best
}

function pairKey(a: Address, b: Address) {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()].sort()
  return `${x}-${y}`
}
