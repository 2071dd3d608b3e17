import { waitForReceipt } from '@sluice/core'
import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { type Address, erc20Abi, parseAbi } from 'viem'
import { uniswapV2Plugin } from './uniswapV2Plugin.js'

let sandbox: Sandbox | undefined

const routerAbi = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)'])
const pairAbi = parseAbi(['function mint(address to) returns (uint256)', 'function burn(address to) returns (uint256, uint256)'])

// The plugin on its own sandbox world (chain 999): discover, track, simulate, and real swaps
// through Sluice's router equal to the wei; the simulator against the deployment's own Router02
// (`getAmountsOut`, the official bytecode) for random amounts; log handling after a real mint and burn.
describeSourceConformance({
  name: 'uniswap-v2 plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [uniswapV2Plugin], chains: [999] })
    return sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [uniswapV2Plugin] })
  },
  teardown: async () => sandbox?.stop(),
  referenceQuote: async ({ client, pool, tokenIn, tokenOut, amountIn, blockNumber }) => {
    const source = sandbox!.manifest.chains[0]!.sources.find((entry) => entry.id === pool.sourceId)!
    const { router } = uniswapV2Plugin.parseConfig(source.config)
    const amounts = await client.readContract({
      address: router!,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, [tokenIn, tokenOut]],
      blockNumber,
    })
    return amounts[1]!
  },
  changeLiquidity: async ({ world, pool }) => {
    const { wallet, client } = world
    const send = async (parameters: { address: Address; abi: typeof erc20Abi | typeof pairAbi; functionName: string; args: readonly unknown[] }) => {
      // Ample gas: a pair writes its price accumulators only in a block of a new second, so a bare estimate may fall short.
      const hash = await wallet.writeContract({ ...parameters, chain: null, gas: 1_000_000n } as never)
      const receipt = await waitForReceipt({ client, hash })
      if (receipt.status !== 'success') throw new Error(`${parameters.functionName} reverted`)
    }
    // A mint of odd amounts of both tokens, then a burn of part of the liquidity it gave.
    for (const token of pool.tokens) {
      const balance = await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.account.address] })
      await send({ address: token, abi: erc20Abi, functionName: 'transfer', args: [pool.address, balance / 10_007n + 12_345n] })
    }
    await send({ address: pool.address, abi: pairAbi, functionName: 'mint', args: [wallet.account.address] })
    const liquidity = await client.readContract({ address: pool.address, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.account.address] })
    await send({ address: pool.address, abi: erc20Abi, functionName: 'transfer', args: [pool.address, liquidity / 3n] })
    await send({ address: pool.address, abi: pairAbi, functionName: 'burn', args: [wallet.account.address] })
  },
})
