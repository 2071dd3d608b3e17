import { addGasMargin, waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { uniswapV2Artifacts } from '@sluice/plugin-uniswap-v2'
import { uniswapV3Artifacts } from '@sluice/plugin-uniswap-v3'
import type { ChainManifest } from '@sluice/sandbox'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, http, maxUint256, type PublicClient, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configOf } from '../support/configOf.js'

const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)', 'function approve(address, uint256) returns (bool)'])

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins })
})
afterAll(() => sandbox?.stop())

function setup(chain: ChainManifest) {
  const account = privateKeyToAccount(chain.accounts[0]!.privateKey)
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 }) as PublicClient
  const wallet = createWalletClient({
    account,
    transport: http(chain.rpcUrl),
    chain: {
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    },
  })
  const balance = (token: Address) => client.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [account.address] })
  // With a margin on the estimate, as the docs tell users: a V3 mint in range writes an oracle
  // observation only in a block of a new second, so its gas depends on when it is mined, and a
  // bare estimate can fall short (a mint reverted this way in one CI run).
  const send = async (request: Parameters<typeof wallet.writeContract>[0]) => {
    const estimate = await client.estimateContractGas({ ...request, account } as Parameters<typeof client.estimateContractGas>[0])
    const hash = await wallet.writeContract({ ...request, gas: addGasMargin(estimate) } as Parameters<typeof wallet.writeContract>[0])
    const receipt = await waitForReceipt({ client: client, hash })
    expect(receipt.status).toBe('success')
  }
  return { account, client, balance, send }
}

describe.each([999, 1868])('chain %i', (chainId) => {
  const chain = () => sandbox.manifest.chains.find((c) => c.chainId === chainId)!

  it('swaps through each Uniswap V2 Router02', async () => {
    const { account, balance, send } = setup(chain())
    for (const source of chain().sources.filter((s) => s.kind === 'uniswap-v2')) {
      const pool = chain().pools.find((p) => p.sourceId === source.id)!
      const [tokenIn, tokenOut] = pool.tokens
      const amountIn = 10n ** BigInt(chain().tokens.find((t) => t.address === tokenIn)!.decimals)
      await send({ address: tokenIn, abi: erc20, functionName: 'approve', args: [configOf(source).router!, maxUint256], account, chain: undefined })
      const before = await balance(tokenOut)
      await send({
        address: configOf(source).router!,
        abi: uniswapV2Artifacts.router02.abi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, 1n, [tokenIn, tokenOut], account.address, 2n ** 40n],
        account,
        chain: undefined,
      })
      expect(await balance(tokenOut)).toBeGreaterThan(before)
    }
  })

  it('swaps through each Uniswap V3 SwapRouter', async () => {
    const { account, balance, send } = setup(chain())
    for (const source of chain().sources.filter((s) => s.kind === 'uniswap-v3' && configOf(s).swapRouter)) {
      const pool = chain().pools.find((p) => p.sourceId === source.id)!
      const [tokenIn, tokenOut] = pool.tokens
      const amountIn = 10n ** BigInt(chain().tokens.find((t) => t.address === tokenIn)!.decimals)
      await send({ address: tokenIn, abi: erc20, functionName: 'approve', args: [configOf(source).swapRouter!, maxUint256], account, chain: undefined })
      const before = await balance(tokenOut)
      await send({
        address: configOf(source).swapRouter!,
        abi: uniswapV3Artifacts.swapRouter.abi,
        functionName: 'exactInputSingle',
        args: [{ tokenIn, tokenOut, fee: pool.fee, recipient: account.address, deadline: 2n ** 40n, amountIn, amountOutMinimum: 1n, sqrtPriceLimitX96: 0n }],
        account,
        chain: undefined,
      })
      expect(await balance(tokenOut)).toBeGreaterThan(before)
    }
  })

  it('mints a position through each NonfungiblePositionManager', async () => {
    const { account, client, send } = setup(chain())
    const npmAbi = parseAbi(['function balanceOf(address) view returns (uint256)'])
    for (const source of chain().sources.filter((s) => s.kind === 'uniswap-v3')) {
      const pool = chain().pools.find((p) => p.sourceId === source.id)!
      const tickSpacing = configOf(source).feeTiers!.find((t) => t.fee === pool.fee)!.tickSpacing
      const [, tick] = await client.readContract({
        address: pool.address,
        abi: parseAbi(['function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)']),
        functionName: 'slot0',
      })
      const center = Math.floor(tick / tickSpacing) * tickSpacing
      for (const token of pool.tokens)
        await send({ address: token, abi: erc20, functionName: 'approve', args: [configOf(source).positionManager!, maxUint256], account, chain: undefined })
      const positionsBefore = await client.readContract({
        address: configOf(source).positionManager!,
        abi: npmAbi,
        functionName: 'balanceOf',
        args: [account.address],
      })
      await send({
        address: configOf(source).positionManager!,
        abi: uniswapV3Artifacts.positionManager.abi,
        functionName: 'mint',
        args: [
          {
            token0: pool.tokens[0],
            token1: pool.tokens[1],
            fee: pool.fee,
            tickLower: center - 10 * tickSpacing,
            tickUpper: center + 10 * tickSpacing,
            amount0Desired: 10n ** 15n,
            amount1Desired: 10n ** 15n,
            amount0Min: 0n,
            amount1Min: 0n,
            recipient: account.address,
            deadline: 2n ** 40n,
          },
        ],
        account,
        chain: undefined,
      })
      expect(await client.readContract({ address: configOf(source).positionManager!, abi: npmAbi, functionName: 'balanceOf', args: [account.address] })).toBe(
        positionsBefore + 1n,
      )
    }
  })
})
