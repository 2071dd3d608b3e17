import { ChainUnavailableError, type DiscoverParameters, type DiscoverReturnType, InvalidParametersError, type Pool, readLogs } from '@sluice/core'
import { type Address, getAddress, parseEventLogs } from 'viem'
import type { AlgebraIntegralSourceContext } from './AlgebraIntegralSourceContext.js'
import { algebraFactoryAbi, algebraPoolAbi } from './abi.js'
import { computeAlgebraIntegralPoolAddress } from './computeAlgebraIntegralPoolAddress.js'

export type DiscoverAlgebraIntegralPoolsParameters = DiscoverParameters & {
  context: AlgebraIntegralSourceContext
}

export type DiscoverAlgebraIntegralPoolsReturnType = DiscoverReturnType

const CURSOR = /^logs:(\d+)$/

/**
 * Finds a deployment's pools from the factory's `Pool` and `CustomPool` logs, from the source's
 * deploy block (or the cursor) to `toBlock`, in chunks of `blockRange` blocks (through the chain's log reader, `logs`); the cursor
 * (`logs:<next block>`) resumes where this call ended. Custom pools count only when their
 * deployer is in `customPoolDeployers`. Every address is checked against the CREATE2 derivation,
 * so a wrong config fails loudly. `Pool.fee` is the pool's current fee (`fee()`) at `toBlock`
 * (it changes: the tracked state's is the one to use); `Pool.extra.deployer` is a custom pool's deployer.
 */
export async function discoverAlgebraIntegralPools({
  client,
  toBlock,
  cursor,
  logs: reader,
  context,
}: DiscoverAlgebraIntegralPoolsParameters): Promise<DiscoverAlgebraIntegralPoolsReturnType> {
  const match = cursor === undefined ? undefined : CURSOR.exec(cursor)
  if (cursor !== undefined && !match) throw new InvalidParametersError(`Cursor ${cursor} is not an Algebra Integral discovery cursor.`)
  const start = match ? BigInt(match[1]!) : context.fromBlock
  const allowed = new Set(context.customPoolDeployers.map((deployer) => deployer.toLowerCase()))
  const found = new Map<Address, { token0: Address; token1: Address; deployer: Address | undefined }>()
  for (let from = start; from <= toBlock; from += context.blockRange) {
    const to = from + context.blockRange - 1n < toBlock ? from + context.blockRange - 1n : toBlock
    const events = algebraFactoryAbi.filter((item) => item.type === 'event')
    const raw = await readLogs({ reader, client, address: context.factory, events, fromBlock: from, toBlock: to }).catch((cause: unknown) => {
      throw new ChainUnavailableError({ chainId: context.chainId, cause, details: 'Reading Algebra Integral factory logs failed.' })
    })
    const logs = parseEventLogs({ abi: events, logs: raw })
    for (const log of logs) {
      const pool = getAddress(log.args.pool)
      const deployer = log.eventName === 'CustomPool' ? getAddress(log.args.deployer) : found.get(pool)?.deployer
      found.set(pool, { token0: getAddress(log.args.token0), token1: getAddress(log.args.token1), deployer })
    }
  }
  const pools: Pool[] = []
  for (const [address, { token0, token1, deployer }] of found) {
    // A custom pool's two logs come from one transaction, so one chunk holds both.
    if (deployer !== undefined && !allowed.has(deployer.toLowerCase())) continue
    check(context, address, token0, token1, deployer)
    pools.push({ id: address, address, sourceId: context.id, tokens: [token0, token1], fee: 0, ...(deployer ? { extra: { deployer } } : {}) })
  }
  if (pools.length > 0) {
    // `fee()` is a dynamic-fee plugin's current fee; a zero or failed answer means `lastFee`.
    const answers = await client
      .multicall({
        contracts: pools.flatMap(
          (pool) =>
            [
              { address: pool.address, abi: algebraPoolAbi, functionName: 'fee' },
              { address: pool.address, abi: algebraPoolAbi, functionName: 'globalState' },
            ] as const,
        ),
        allowFailure: true,
        blockNumber: toBlock,
        multicallAddress: context.multicall3,
        batchSize: context.batchSize,
      })
      .catch((cause: unknown) => {
        throw new ChainUnavailableError({ chainId: context.chainId, cause, details: 'Reading Algebra Integral pool fees failed.' })
      })
    pools.forEach((pool, i) => {
      const current = answers[2 * i]!
      const global = answers[2 * i + 1]!
      const lastFee = global.status === 'success' ? (global.result as readonly [bigint, number, number, ...unknown[]])[2] : 0
      pool.fee = (current.status === 'success' ? (current.result as number) : 0) || lastFee
    })
  }
  return { pools, cursor: `logs:${start > toBlock ? start : toBlock + 1n}` }
}

function check(context: AlgebraIntegralSourceContext, address: Address, token0: Address, token1: Address, customDeployer: Address | undefined): void {
  const expected = computeAlgebraIntegralPoolAddress({ poolDeployer: context.poolDeployer, initCodeHash: context.initCodeHash, token0, token1, customDeployer })
  if (expected !== address)
    throw new InvalidParametersError(
      `Pool ${address} of factory ${context.factory} does not derive from pool deployer ${context.poolDeployer} and initCodeHash ${context.initCodeHash}.`,
      {
        details: `Expected ${expected} for ${token0}/${token1}${customDeployer ? ` of custom deployer ${customDeployer}` : ''}.`,
      },
    )
}
