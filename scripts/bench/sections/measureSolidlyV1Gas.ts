import { type Route, waitForReceipt } from '@sluice/core'
import { solidlyV1Artifacts, solidlyV1PoolAbi, velodromeV1RouterArtifact } from '@sluice/plugin-solidly-v1'
import { inBigBlocks } from '@sluice/sandbox'
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256, multicall3Abi } from 'viem'
import type { ExecutionWorld } from '../../../test/execution/setupExecutionWorld.js'
import type { BenchRow } from '../BenchSection.js'

export type MeasureSolidlyV1GasParameters = {
  world: ExecutionWorld
  /** The sandbox's Solidly V1 source. */
  sourceId: number
  /** Gas of one transaction, on a snapshot reverted after it. */
  measure: (send: () => Promise<Hex>) => Promise<bigint>
  /** Gas of a route through Sluice's router (the user's approval already given). */
  sluice: (route: Route) => Promise<bigint>
}

export type MeasureSolidlyV1GasReturnType = { rows: BenchRow[]; fields: Record<string, number> }

const pct = (ours: bigint, direct: bigint) => Number((((Number(ours) - Number(direct)) / Number(direct)) * 100).toFixed(2))

/**
 * Gas of one Solidly V1 pair swap (volatile WHYPE/USDT0 and stable USDT0/USDe, 10,000 USDT0 in)
 * through Sluice's router next to the same swap through the DEX's own router: Velodrome V1's
 * official `Router` (vendored beside its pairs, deployed here on the sandbox's factory)
 * `swapExactTokensForTokensSimple` with no minimum, as the V2 and V3 rows call theirs. A second
 * row shows the pair's low-level swap alone, the floor no router reaches: Multicall3, already
 * holding the input (sent beforehand, not measured), transfers it to the pair and calls `swap`
 * for an output computed off chain, where every router asks the pair's `getAmountOut` on chain
 * (on a stable pair, Newton's method on the curve).
 */
export async function measureSolidlyV1Gas({ world, sourceId, measure, sluice }: MeasureSolidlyV1GasParameters): Promise<MeasureSolidlyV1GasReturnType> {
  const wallet = world.wallet(0)
  const user = wallet.account.address
  const multicall3 = world.chain.multicall3
  const t = (symbol: string) => world.token(symbol).address
  const amountIn = 10_000n * 10n ** 6n
  const rows: BenchRow[] = []
  const fields: Record<string, number> = {}
  const source = world.chain.sources.find((s) => s.id === sourceId)!
  const factory = (source.config as { factory: Address }).factory
  const dexRouter = await inBigBlocks({
    rpcUrl: world.chain.rpcUrl,
    run: async () => {
      const hash = await wallet.deployContract({ ...velodromeV1RouterArtifact, args: [factory, t('WHYPE')], chain: null })
      const { contractAddress, status } = await waitForReceipt({ client: world.client, hash })
      if (status !== 'success' || !contractAddress) throw new Error("Velodrome V1's Router did not deploy")
      return contractAddress
    },
  })
  await send(world, { to: t('USDT0'), data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [dexRouter, maxUint256] }) })
  for (const { curve, tokenOut } of [
    { curve: 'volatile', tokenOut: 'WHYPE' },
    { curve: 'stable', tokenOut: 'USDe' },
  ] as const) {
    const [tokenIn, out] = [t('USDT0'), t(tokenOut)]
    const pair = world.chain.pools.find((p) => p.sourceId === sourceId && p.tokens.includes(tokenIn) && p.tokens.includes(out))!.address
    const ours = await sluice(await world.route({ mode: 'sell', tokenIn, tokenOut: out, paths: [{ pools: [pair], amount: amountIn }] }))
    const viaDexRouter = await measure(() =>
      wallet.writeContract({
        address: dexRouter,
        abi: velodromeV1RouterArtifact.abi,
        functionName: 'swapExactTokensForTokensSimple',
        args: [amountIn, 0n, tokenIn, out, curve === 'stable', user, 2n ** 40n],
        chain: null,
      }),
    )
    const amountOut = await world.client.readContract({ address: pair, abi: solidlyV1PoolAbi, functionName: 'getAmountOut', args: [amountIn, tokenIn] })
    const direct = await measure(async () => {
      await send(world, { to: tokenIn, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [multicall3, amountIn] }) })
      const outs = BigInt(out) < BigInt(tokenIn) ? ([amountOut, 0n] as const) : ([0n, amountOut] as const)
      const calls = [
        { target: tokenIn, allowFailure: false, callData: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [pair, amountIn] }) },
        {
          target: pair,
          allowFailure: false,
          callData: encodeFunctionData({ abi: solidlyV1Artifacts.pair.abi, functionName: 'swap', args: [...outs, user, '0x'] }),
        },
      ]
      return wallet.sendTransaction({
        to: multicall3,
        data: encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] }),
        chain: null,
      })
    })
    rows.push(
      { metric: `1 pool Solidly V1 ${curve}: Sluice router`, value: Number(ours), unit: 'gas' },
      { metric: `1 pool Solidly V1 ${curve}: Velodrome V1 Router`, value: Number(viaDexRouter), unit: 'gas' },
      { metric: `1 pool Solidly V1 ${curve}: overhead`, value: pct(ours, viaDexRouter), unit: '%', target: '<= 5' },
      { metric: `1 pool Solidly V1 ${curve}: the pair's swap alone (Multicall3, output computed off chain)`, value: Number(direct), unit: 'gas' },
      { metric: `1 pool Solidly V1 ${curve}: over the pair's swap alone`, value: pct(ours, direct), unit: '%' },
    )
    const key = curve === 'stable' ? 'Stable' : 'Volatile'
    fields[`routerGasSolidlyV1${key}OverheadPct`] = pct(ours, viaDexRouter)
    fields[`routerGasSolidlyV1${key}OverPairSwapPct`] = pct(ours, direct)
  }
  return { rows, fields }
}

/** Sends a transaction from wallet 0 and waits for its success (not measured). */
async function send(world: ExecutionWorld, transaction: { to: Address; data: Hex }) {
  const hash = await world.wallet(0).sendTransaction({ ...transaction, chain: null })
  if ((await waitForReceipt({ client: world.client, hash })).status !== 'success') throw new Error('benchmark set-up transaction reverted')
}
