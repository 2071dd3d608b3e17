import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseAbi, type PublicClient, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findStorageSlot } from '../../../packages/core/src/encoder/findStorageSlot.js'

let sandbox: Sandbox
let client: PublicClient

beforeAll(async () => {
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
  client = createPublicClient({ transport: http(sandbox.manifest.chains[0]!.rpcUrl) }) as PublicClient
})
afterAll(() => sandbox?.stop())

describe('findStorageSlot', () => {
  it('finds the balance and allowance slots of a fixture token and of WETH9: overriding them changes the views', async () => {
    const chain = sandbox.manifest.chains[0]!
    const user = '0x00000000000000000000000000000000000a11ce'
    const spender = '0x0000000000000000000000000000000000000b0b'
    for (const token of [chain.tokens.find((t) => t.symbol === 'USDT0')!.address, chain.wrappedNative]) {
      for (const data of [
        encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
        encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user, spender] }),
      ]) {
        const slot = await findStorageSlot({ client, address: token, data })
        expect(slot).toBeDefined()
        const { data: result } = await client.call({ to: token, data, stateOverride: [{ address: token, stateDiff: [{ slot: slot!, value: toHex(123456789n, { size: 32 }) }] }] })
        expect(BigInt(result!)).toBe(123456789n)
      }
    }
  })

  it('finds nothing for a value no single slot holds (WETH9 totalSupply is its native balance)', async () => {
    const chain = sandbox.manifest.chains[0]!
    const data = encodeFunctionData({ abi: parseAbi(['function totalSupply() view returns (uint256)']), functionName: 'totalSupply' })
    expect(await findStorageSlot({ client, address: chain.wrappedNative, data })).toBeUndefined()
  })
})
