import { encodeSwap, type Route, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { guardTransaction } from '@sluice/meta'
import { startSandbox } from '@sluice/sandbox'
import { type Address, encodeFunctionData, encodePacked, erc20Abi, type Hex, maxUint256, parseAbi } from 'viem'
import { setupExecutionWorld } from '../../../test/execution/setupExecutionWorld.js'
import { configOf } from '../../../test/support/configOf.js'
import { executeTransactions } from '../../../test/support/executeTransactions.js'
import type { BenchRow, BenchSection } from '../BenchSection.js'
import { measureSolidlyV1Gas } from './measureSolidlyV1Gas.js'

const FAR = 2n ** 40n
/** Calldata gas of a transaction's input (EIP-2028): 16 per non-zero byte, 4 per zero byte. */
const calldataGas = (input: Hex): bigint => {
  let gas = 0n
  for (let i = 2; i < input.length; i += 2) gas += input.slice(i, i + 2) === '00' ? 4n : 16n
  return gas
}
const swapRouterAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
  'function exactInput((bytes path, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256 amountOut)',
])
const v2RouterAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/**
 * Gas of a swap through Sluice's router per route shape (1 pool, 2-way split, 3 hops) next to
 * the same swap through the DEX's own router (Uniswap V3 SwapRouter, Uniswap V2 Router02), on
 * the sandbox chain 999. Every measurement starts from the same chain state (Anvil snapshot),
 * with both routers already approved, so only the swap transaction is measured. The swaps have
 * no partner (no fee, no `Swapped` event), like the DEX's; one row shows the same V3 swap
 * attributed to a partner, which adds the router's `Swapped` event. Two rows settle a swap through
 * the `MetaGuard`, as a meta aggregator `/swap` returns it (guarded vs the same call direct).
 * Solidly V1 (volatile and stable) is measured against a direct pair swap (`measureSolidlyV1Gas`).
 */
export const routerGasSection: BenchSection = {
  name: 'router-gas',
  async run() {
    const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
    try {
      const world = setupExecutionWorld({ chain: sandbox.manifest.chains[0]! })
      const wallet = world.wallet(0)
      const user = wallet.account.address
      const t = (symbol: string) => world.token(symbol).address
      const v3Source = world.chain.sources.find((s) => s.id === 3)!
      const v2Source = world.chain.sources.find((s) => s.id === 1)!
      const guard = world.contracts.metaGuard!
      for (const token of world.chain.tokens)
        for (const spender of [world.contracts.router, configOf(v3Source).swapRouter!, configOf(v2Source).router!, guard]) {
          const hash = await wallet.writeContract({ address: token.address, abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256], chain: null })
          await waitForReceipt({ client: world.client, hash })
        }

      /** The calldata gas (EIP-2028: 16 per non-zero byte, 4 per zero byte) of the last measured transaction. */
      let lastCalldataGas = 0n
      const measure = async (send: () => Promise<Hex>): Promise<bigint> => {
        const snapshot = await world.client.request({ method: 'evm_snapshot' as never })
        const receipt = await waitForReceipt({ client: world.client, hash: await send() })
        lastCalldataGas = calldataGas((await world.client.getTransaction({ hash: receipt.transactionHash })).input)
        await world.client.request({ method: 'evm_revert' as never, params: [snapshot] as never })
        if (receipt.status !== 'success') throw new Error('benchmark swap reverted')
        return receipt.gasUsed
      }
      /** The same call settled through the MetaGuard (as a meta `/swap` returns it): the guard takes the input and checks the output. */
      const guarded = (call: { to: Address; data: Hex }, tokenIn: Address, tokenOut: Address, amountIn: bigint) =>
        measure(() =>
          wallet.sendTransaction({
            ...guardTransaction({ guard, tokenIn, tokenOut, amountIn, minAmountOut: 1n, transaction: { ...call, value: 0n, allowanceTarget: call.to } }),
            chain: null,
          }),
        )
      /** The route encoded for Sluice's router (no slippage to speak of: the chain does not move between quote and swap). */
      const encode = (route: Route, partnerId = 0, recipient?: Address) =>
        encodeSwap({
          client: world.client,
          registry: world.registry,
          router: world.contracts.router,
          route,
          user,
          recipient,
          slippage: 0.01,
          deadline: FAR,
          partnerId,
        })
      // With the recipient written out, as the meta aggregator asks for it: the guard's caller, not the user, calls the router.
      const sluiceCall = async (route: Route) => (await encode(route, 0, user)).transactions.at(-1)!
      const sluice = async (route: Route, partnerId = 0) => {
        const encoded = await encode(route, partnerId)
        if (encoded.transactions.length !== 1) throw new Error('expected no approve')
        return measure(
          async () => (await executeTransactions({ client: world.client, wallet, transactions: encoded.transactions })).receipts[0]!.transactionHash,
        )
      }
      const pool = (sourceId: number, a: string, b: string, fee?: number): Address =>
        world.chain.pools.find((p) => p.sourceId === sourceId && (fee === undefined || p.fee === fee) && p.tokens.includes(t(a)) && p.tokens.includes(t(b)))!
          .address

      // 1 pool, Uniswap V3 (0.05%): 10,000 USDT0 -> WHYPE; again attributed to partner 7 (no fee).
      const amountV3 = 10_000n * 10n ** 6n
      const routeV3 = await world.route({
        mode: 'sell',
        tokenIn: t('USDT0'),
        tokenOut: t('WHYPE'),
        paths: [{ pools: [pool(3, 'WHYPE', 'USDT0', 500)], amount: amountV3 }],
      })
      const oursV3 = await sluice(routeV3)
      const oursV3Calldata = lastCalldataGas
      const oursV3Partner = await sluice(routeV3, 7)
      const guardedV3 = await guarded(await sluiceCall(routeV3), t('USDT0'), t('WHYPE'), amountV3)
      const dexV3 = await measure(() =>
        wallet.writeContract({
          address: configOf(v3Source).swapRouter!,
          abi: swapRouterAbi,
          functionName: 'exactInputSingle',
          args: [
            {
              tokenIn: t('USDT0'),
              tokenOut: t('WHYPE'),
              fee: 500,
              recipient: user,
              deadline: FAR,
              amountIn: amountV3,
              amountOutMinimum: 0n,
              sqrtPriceLimitX96: 0n,
            },
          ],
          chain: null,
        }),
      )
      const dexV3Calldata = lastCalldataGas
      // 1 pool, Uniswap V2: 10,000 USDT0 -> WHYPE.
      const oursV2 = await sluice(
        await world.route({ mode: 'sell', tokenIn: t('USDT0'), tokenOut: t('WHYPE'), paths: [{ pools: [pool(1, 'WHYPE', 'USDT0')], amount: amountV3 }] }),
      )
      const oursV2Calldata = lastCalldataGas
      const dexV2 = await measure(() =>
        wallet.writeContract({
          address: configOf(v2Source).router!,
          abi: v2RouterAbi,
          functionName: 'swapExactTokensForTokens',
          args: [amountV3, 0n, [t('USDT0'), t('WHYPE')], user, FAR],
          chain: null,
        }),
      )
      const dexV2Calldata = lastCalldataGas
      const guardedDexV2 = await guarded(
        {
          to: configOf(v2Source).router!,
          data: encodeFunctionData({ abi: v2RouterAbi, functionName: 'swapExactTokensForTokens', args: [amountV3, 0n, [t('USDT0'), t('WHYPE')], user, FAR] }),
        },
        t('USDT0'),
        t('WHYPE'),
        amountV3,
      )
      // 2-way split, V2 + V3 (the DEX routers need one transaction per pool).
      const split = await sluice(
        await world.route({
          mode: 'sell',
          tokenIn: t('USDT0'),
          tokenOut: t('WHYPE'),
          paths: [
            { pools: [pool(1, 'WHYPE', 'USDT0')], amount: amountV3 / 2n },
            { pools: [pool(3, 'WHYPE', 'USDT0', 500)], amount: amountV3 / 2n },
          ],
        }),
      )
      // 3 hops, all Uniswap V3: kHYPE -(0.01%)-> WHYPE -(0.05%)-> USDT0 -(0.05%)-> UETH.
      const amount3 = 100n * 10n ** 18n
      const ours3 = await sluice(
        await world.route({
          mode: 'sell',
          tokenIn: t('kHYPE'),
          tokenOut: t('UETH'),
          paths: [{ pools: [pool(3, 'kHYPE', 'WHYPE', 100), pool(3, 'WHYPE', 'USDT0', 500), pool(3, 'UETH', 'USDT0', 500)], amount: amount3 }],
        }),
      )
      const path = encodePacked(
        ['address', 'uint24', 'address', 'uint24', 'address', 'uint24', 'address'],
        [t('kHYPE'), 100, t('WHYPE'), 500, t('USDT0'), 500, t('UETH')],
      )
      const dex3 = await measure(() =>
        wallet.writeContract({
          address: configOf(v3Source).swapRouter!,
          abi: swapRouterAbi,
          functionName: 'exactInput',
          args: [{ path, recipient: user, deadline: FAR, amountIn: amount3, amountOutMinimum: 0n }],
          chain: null,
        }),
      )

      const solidlyV1 = await measureSolidlyV1Gas({ world, sourceId: 30, measure, sluice })

      const pct = (ours: bigint, dex: bigint) => Number((((Number(ours) - Number(dex)) / Number(dex)) * 100).toFixed(2))
      const rows: BenchRow[] = [
        { metric: '1 pool V3: Sluice router', value: Number(oursV3), unit: 'gas' },
        { metric: '1 pool V3: Uniswap SwapRouter', value: Number(dexV3), unit: 'gas' },
        { metric: '1 pool V3: overhead', value: pct(oursV3, dexV3), unit: '%', target: '<= 5' },
        { metric: '1 pool V3: calldata gas, Sluice router', value: Number(oursV3Calldata), unit: 'gas' },
        { metric: '1 pool V3: calldata gas, Uniswap SwapRouter', value: Number(dexV3Calldata), unit: 'gas' },
        { metric: '1 pool V3, partner attributed: Sluice router', value: Number(oursV3Partner), unit: 'gas' },
        { metric: '1 pool V3, partner attributed: overhead', value: pct(oursV3Partner, dexV3), unit: '%' },
        { metric: '1 pool V2: Sluice router', value: Number(oursV2), unit: 'gas' },
        { metric: '1 pool V2: Uniswap V2 Router02', value: Number(dexV2), unit: 'gas' },
        { metric: '1 pool V2: overhead', value: pct(oursV2, dexV2), unit: '%', target: '<= 5' },
        { metric: '1 pool V2: calldata gas, Sluice router', value: Number(oursV2Calldata), unit: 'gas' },
        { metric: '1 pool V2: calldata gas, Uniswap V2 Router02', value: Number(dexV2Calldata), unit: 'gas' },
        { metric: '1 pool V3: Sluice router through the MetaGuard', value: Number(guardedV3), unit: 'gas' },
        { metric: '1 pool V3: MetaGuard overhead', value: Number(guardedV3 - oursV3), unit: 'gas' },
        { metric: '1 pool V2: Uniswap V2 Router02 through the MetaGuard', value: Number(guardedDexV2), unit: 'gas' },
        { metric: '1 pool V2: MetaGuard overhead', value: Number(guardedDexV2 - dexV2), unit: 'gas' },
        { metric: '2-way split V2+V3: Sluice router', value: Number(split), unit: 'gas' },
        { metric: '2-way split: DEX routers, 2 txs', value: Number(dexV2 + dexV3), unit: 'gas' },
        { metric: '3 hops V3: Sluice router', value: Number(ours3), unit: 'gas' },
        { metric: '3 hops V3: Uniswap SwapRouter', value: Number(dex3), unit: 'gas' },
        { metric: '3 hops V3: overhead', value: pct(ours3, dex3), unit: '%' },
        ...solidlyV1.rows,
      ]
      return {
        rows,
        fields: {
          routerGasOverheadPct: pct(oursV3, dexV3),
          routerGasOverheadV2Pct: pct(oursV2, dexV2),
          routerGasSinglePool: Number(oursV3),
          routerGasSinglePoolPartner: Number(oursV3Partner),
          routerGasSplit2: Number(split),
          routerGas3Hops: Number(ours3),
          routerGas3HopsOverheadPct: pct(ours3, dex3),
          metaGuardGasOverhead: Number(guardedV3 - oursV3),
          ...solidlyV1.fields,
        },
      }
    } finally {
      await sandbox.stop()
    }
  },
}
