import type { ChainManifest, PoolEntry } from '@sluice/sandbox'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, type Hex, http, type PublicClient, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data)',
])

export type PoolSwapper = {
  /** The Uniswap V2 pair each block swaps on. */
  pool: PoolEntry
  /** A quote through the pair (a thousandth of its reserve of token0). */
  quoteBody(): Promise<{ tokenIn: string; tokenOut: string; amountIn: string }>
  /** Mines one block holding a swap on the pair (directions alternate); `minedAt`: when `evm_mine` returned (`performance.now()`). */
  mine(): Promise<{ blockNumber: number; minedAt: number }>
  /** Automine back on. */
  stop(): Promise<void>
}

/**
 * Blocks that change a pool, sent straight to the node (not through the counting relays): with
 * automine off, a transfer into a Uniswap V2 pair of the sandbox world and the pair's `swap`, then
 * `evm_mine`.
 */
export async function createPoolSwapper({ chain }: { chain: ChainManifest }): Promise<PoolSwapper> {
  const kindOf = (sourceId: number) => chain.sources.find((source) => source.id === sourceId)?.kind
  const pool = chain.pools.find((entry) => kindOf(entry.sourceId) === 'uniswap-v2')
  if (!pool) throw new Error(`The sandbox chain ${chain.chainId} has no Uniswap V2 pair.`)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) }) as PublicClient
  const account = privateKeyToAccount(chain.accounts[2]!.privateKey as Hex)
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const rpc = (method: string, params: unknown[] = []) => client.request({ method, params } as never)
  const reserves = () => client.readContract({ address: pool.address, abi: pairAbi, functionName: 'getReserves' })
  await rpc('evm_setAutomine', [false])
  let round = 0
  return {
    pool,
    async quoteBody() {
      const [reserve0] = await reserves()
      return { tokenIn: pool.tokens[0], tokenOut: pool.tokens[1], amountIn: (reserve0 / 1000n).toString() }
    },
    async mine() {
      round++
      const [reserve0, reserve1] = await reserves()
      const zeroForOne = round % 2 === 1
      const [reserveIn, reserveOut] = zeroForOne ? [reserve0, reserve1] : [reserve1, reserve0]
      const amountIn = reserveIn / 2000n
      const amountOut = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
      let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
      const send = (to: Hex, data: Hex) =>
        wallet.sendTransaction({ to, data, chain: null, gas: 300_000n, nonce: nonce++, maxFeePerGas: 10n ** 11n, maxPriorityFeePerGas: 0n })
      await send(pool.tokens[zeroForOne ? 0 : 1], encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [pool.address, amountIn] }))
      const swap = await send(
        pool.address,
        encodeFunctionData({
          abi: pairAbi,
          functionName: 'swap',
          args: zeroForOne ? [0n, amountOut, account.address, '0x'] : [amountOut, 0n, account.address, '0x'],
        }),
      )
      await rpc('evm_mine')
      const minedAt = performance.now()
      const receipt = await client.getTransactionReceipt({ hash: swap })
      if (receipt.status !== 'success') throw new Error('The benchmark swap failed.')
      return { blockNumber: Number(receipt.blockNumber), minedAt }
    },
    stop: () => rpc('evm_setAutomine', [true]).then(() => undefined),
  }
}
