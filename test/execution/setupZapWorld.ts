import type { PoolGraphSnapshot, Position } from '@sluice/core'
import { uniswapV3PositionManagerAbi, uniswapV3PositionSupport } from '@sluice/plugin-uniswap-v3'
import { type Address, erc20Abi } from 'viem'
import { configOf } from '../support/configOf.js'
import type { ExecutionWorld } from './setupExecutionWorld.js'

export type ZapWorld = {
  /** The position manager of V3 source `sourceId`. */
  positionManager(sourceId: number): Address
  /** A pool's address by source, pair and fee. */
  pool(sourceId: number, a: string, b: string, fee?: number): Address
  balances(owner: Address, tokens: readonly Address[]): Promise<bigint[]>
  /** Nothing of any token (nor native) stays in the router or the swap logic. */
  contractsHold(): Promise<bigint>
  position(positionManager: Address, tokenId: bigint): Promise<Position>
  /** The snapshot with the pool's state once a position is withdrawn from it. */
  withdrawnSnapshot(snapshot: PoolGraphSnapshot, position: Position): Promise<PoolGraphSnapshot>
}

/** Zap and rebalance on an execution world (its router pairs every position manager with its executor from deployment). */
export async function setupZapWorld(world: ExecutionWorld): Promise<ZapWorld> {
  const { client, chain, contracts } = world
  const balances = (holder: Address, tokens: readonly Address[]) =>
    Promise.all(
      tokens.map((token) =>
        token.toLowerCase() === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
          ? client.getBalance({ address: holder })
          : client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] }),
      ),
    )
  return {
    positionManager(sourceId) {
      const source = chain.sources.find((entry) => entry.id === sourceId)
      const manager = source && configOf(source).positionManager
      if (!manager) throw new Error(`source ${sourceId} has no position manager`)
      return manager
    },
    pool(sourceId, a, b, fee) {
      const [x, y] = [world.token(a).address.toLowerCase(), world.token(b).address.toLowerCase()]
      const found = chain.pools.find(
        (p) => p.sourceId === sourceId && (fee === undefined || p.fee === fee) && p.tokens.every((t) => [x, y].includes(t.toLowerCase())) && x !== y,
      )
      if (!found) throw new Error(`no pool ${a}/${b} in source ${sourceId}`)
      return found.address
    },
    balances,
    async contractsHold() {
      let total = 0n
      for (const holder of [contracts.router, contracts.swapLogic]) {
        total += await client.getBalance({ address: holder })
        for (const amount of await balances(
          holder,
          chain.tokens.map((token) => token.address),
        ))
          total += amount
      }
      return total
    },
    position: async (positionManager, tokenId) =>
      uniswapV3PositionSupport.readPosition({ client, positionManager, tokenId, blockNumber: await client.getBlockNumber() }),
    async withdrawnSnapshot(snapshot, position) {
      const simulators = await Promise.all(
        snapshot.simulators.map(async (simulator) => {
          const { pool } = simulator
          const source = chain.sources.find((entry) => entry.id === pool.sourceId)
          const sameSource = source !== undefined && configOf(source).positionManager?.toLowerCase() === position.positionManager.toLowerCase()
          if (!sameSource || pool.fee !== position.fee || !pool.tokens.every((t, i) => t.toLowerCase() === position.tokens[i]!.toLowerCase())) return simulator
          const adapter = world.registry.get(pool.sourceId)
          const [state] = await adapter.track({ client, pools: [pool], blockNumber: snapshot.blockNumber })
          const withdrawn = await uniswapV3PositionSupport.withdrawPoolLiquidity({
            client,
            state: state!,
            tickLower: position.tickLower,
            tickUpper: position.tickUpper,
            liquidity: position.liquidity,
            blockNumber: snapshot.blockNumber,
          })
          return adapter.simulator(withdrawn)
        }),
      )
      return { ...snapshot, simulators }
    },
  }
}

export { uniswapV3PositionManagerAbi }
