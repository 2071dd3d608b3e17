import { waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV2Artifacts } from '@sluice/plugin-uniswap-v2'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, http, maxUint256, type PublicClient, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { configOf } from '../support/configOf.js'

const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)', 'function approve(address, uint256) returns (bool)'])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)'])

// Fork mode, offline: an upstream sandbox with the fixture world plays the real chain.
let upstream: Sandbox
let fork: Sandbox
beforeAll(async () => {
  upstream = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  fork = await startSandbox({
    plugins: defaultSourcePlugins,
    chains: [999],
    forkUrls: { 999: upstream.manifest.chains[0]!.rpcUrl },
    forkManifest: upstream.manifest,
  })
})
afterAll(async () => {
  await fork?.stop()
  await upstream?.stop()
})

it('forks a chain at a pinned block, swaps on the fork, and leaves the upstream unchanged', async () => {
  const up = upstream.manifest.chains[0]!
  const forked = fork.manifest.chains[0]!
  expect(forked.mode).toBe('fork')
  expect(forked.rpcUrl).not.toBe(up.rpcUrl)
  expect(forked.pools).toEqual(up.pools)

  const upClient = createPublicClient({ transport: http(up.rpcUrl) }) as PublicClient
  const forkClient = createPublicClient({ transport: http(forked.rpcUrl), pollingInterval: 50 }) as PublicClient
  const upstreamHead = await upClient.getBlockNumber()
  expect(BigInt(forked.forkBlockNumber!)).toBe(upstreamHead)
  expect(await forkClient.getChainId()).toBe(999)

  const source = forked.sources.find((s) => s.kind === 'uniswap-v2')!
  const pool = forked.pools.find((p) => p.sourceId === source.id)!
  const [tokenIn, tokenOut] = pool.tokens
  const account = privateKeyToAccount(forked.accounts[0]!.privateKey)
  const balances = async (client: PublicClient) =>
    Promise.all([
      ...[tokenIn, tokenOut].map((token: Address) => client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [account.address] })),
      client.readContract({ address: pool.address, abi: pairAbi, functionName: 'getReserves' }),
    ])
  const upstreamBefore = await balances(upClient)
  const forkBefore = await balances(forkClient)
  expect(forkBefore).toEqual(upstreamBefore)

  const wallet = createWalletClient({ account, transport: http(forked.rpcUrl) })
  const chain = { id: 999, name: 'HyperEVM', nativeCurrency: { name: 'HYPE', symbol: 'HYPE', decimals: 18 }, rpcUrls: { default: { http: [forked.rpcUrl] } } }
  for (const request of [
    { address: tokenIn, abi: erc20, functionName: 'approve', args: [configOf(source).router!, maxUint256] },
    {
      address: configOf(source).router!,
      abi: uniswapV2Artifacts.router02.abi,
      functionName: 'swapExactTokensForTokens',
      args: [10n ** 18n, 1n, [tokenIn, tokenOut], account.address, 2n ** 40n],
    },
  ] as const) {
    // Ample gas: the pair writes its price accumulators only in a block of a new second, so a bare estimate may fall short.
    const hash = await wallet.writeContract({ ...request, chain, gas: 1_000_000n } as never)
    expect((await waitForReceipt({ client: forkClient, hash })).status).toBe('success')
  }

  const forkAfter = await balances(forkClient)
  expect(forkAfter[0]).toBe((forkBefore[0] as bigint) - 10n ** 18n)
  expect(forkAfter[1]).toBeGreaterThan(forkBefore[1] as bigint)
  // the upstream saw nothing
  expect(await balances(upClient)).toEqual(upstreamBefore)
  expect(await upClient.getBlockNumber()).toBe(upstreamHead)
})
