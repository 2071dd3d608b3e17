import type { AnySourcePlugin, SandboxDeployContext } from '@sluice/core'
import { type Address, getAddress } from 'viem'
import { amountForUsd, rawPrice } from '../../../sandbox/src/world/priceMath.js'
import type { ReplicaToken } from './placeReplicaTokens.js'
import type { ReplicaPoolSpec } from './replicaWorlds.js'

export type CreateReplicaPoolsParameters = {
  context: SandboxDeployContext
  tokens: readonly ReplicaToken[]
  pools: readonly ReplicaPoolSpec[]
  /** The replica's sources by known deployment name: ID, plugin and the config its sandbox part creates pools with. */
  sources: ReadonlyMap<string, { id: number; plugin: AnySourcePlugin; poolConfig: unknown }>
}

/** A pool the replica created through a known deployment's factory (or V4 PoolManager). */
export type ReplicaPool = {
  /** The pool's ID (its address; a V4 pool's key hash). */
  id: string
  address: Address
  sourceId: number
  sourceName: string
  tokens: readonly [Address, Address]
  fee: number
  extra?: Readonly<Record<string, unknown>> | undefined
}

/**
 * Creates the replica's pools through each source's plugin sandbox part (`createPool`, then
 * `addLiquidity` per range), at the fixture prices with the sandbox's price math, as the sandbox
 * world does; the factories emit their own creation events.
 */
export async function createReplicaPools({ context, tokens, pools, sources }: CreateReplicaPoolsParameters): Promise<ReplicaPool[]> {
  const token = (symbol: string) => {
    const found = tokens.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`The replica has no token ${symbol}.`)
    return found
  }
  const created: ReplicaPool[] = []
  for (const spec of pools) {
    const source = sources.get(spec.source)
    const sandbox = source?.plugin.sandbox
    if (!source || !sandbox) throw new Error(`The replica has no source ${spec.source} whose plugin can create pools.`)
    const [a, b] = spec.pair.map(token) as [ReplicaToken, ReplicaToken]
    const [t0, t1] = BigInt(a.address) < BigInt(b.address) ? [a, b] : [b, a]
    const price = rawPrice({ price0Usd: t0.priceUsd, price1Usd: t1.priceUsd, decimals0: t0.decimals, decimals1: t1.decimals })
    const pair = [t0.address, t1.address] as const
    const pool = await sandbox.createPool({ context, config: source.poolConfig, tokens: pair, price, fee: spec.fee, options: spec.options })
    const liquidity = [...(spec.usd ? [{ range: undefined, usd: spec.usd }] : []), ...(spec.ranges ?? []).map(({ usd, ...range }) => ({ range, usd }))]
    for (const { range, usd } of liquidity)
      await sandbox.addLiquidity({
        context,
        config: source.poolConfig,
        pool: { ...pool, tokens: pair },
        price,
        range,
        amount0: amountForUsd({ usd: usd / 2, priceUsd: t0.priceUsd, decimals: t0.decimals }),
        amount1: amountForUsd({ usd: usd / 2, priceUsd: t1.priceUsd, decimals: t1.decimals }),
      })
    created.push({
      id: pool.id,
      address: getAddress(pool.address),
      sourceId: source.id,
      sourceName: spec.source,
      tokens: pair,
      fee: pool.fee,
      ...(pool.extra ? { extra: pool.extra } : {}),
    })
  }
  await context.tx.flush()
  return created
}
