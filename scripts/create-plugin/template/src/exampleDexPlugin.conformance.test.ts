import { waitForReceipt } from '@sluice/core'
import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { type Address, erc20Abi, parseAbi } from 'viem'
import { exampleDexPlugin } from './exampleDexPlugin.js'

const pairAbi = parseAbi(['function mint(address to) returns (uint256)', 'function burn(address to) returns (uint256, uint256)'])
let sandbox: Sandbox | undefined

// The plugin on a sandbox chain with its own world part: discover, track, simulate, and real swaps
// through Sluice's router equal to the wei, on odd amounts; log handling after a real mint and burn.
describeSourceConformance({
  name: 'example-dex plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [exampleDexPlugin], chains: [999] })
    return sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [exampleDexPlugin] })
  },
  teardown: async () => sandbox?.stop(),
  changeLiquidity: async ({ world: { wallet, client }, pool }) => {
    const send = async (parameters: { address: Address; abi: typeof erc20Abi | typeof pairAbi; functionName: string; args: readonly unknown[] }) => {
      // Ample gas: a pair writes its price accumulators only in a block of a new second, so a bare estimate may fall short.
      const hash = await wallet.writeContract({ ...parameters, chain: null, gas: 1_000_000n } as never)
      if ((await waitForReceipt({ client, hash })).status !== 'success') throw new Error(`${parameters.functionName} reverted`)
    }
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
