import { slotFloodTokenAbi, slotFloodTokenBytecode } from '@sluice/contracts'
import { waitForReceipt } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type Sandbox, startSandbox } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, custom, encodeFunctionData, erc20Abi, http, type PublicClient, parseAbi, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findStorageSlot, type StorageSlotCache } from '../../../packages/core/src/encoder/findStorageSlot.js'

let sandbox: Sandbox
let client: PublicClient
/** Requests sent through `counted`. */
let requests = 0
let counted: PublicClient

beforeAll(async () => {
  // Chain 1868: the flood token's view reads more slots than a call on 999 may spend (HyperEVM's
  // 2M block gas); probing a token does not depend on the chain.
  sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [1868] })
  client = createPublicClient({ transport: http(sandbox.manifest.chains[0]!.rpcUrl) }) as PublicClient
  counted = createPublicClient({
    transport: custom({
      request: ({ method, params }) => {
        requests++
        return client.request({ method, params } as never)
      },
    }),
  }) as PublicClient
})
afterAll(() => sandbox?.stop())

describe('findStorageSlot', () => {
  it('finds the balance and allowance slots of a fixture token and of WETH9: overriding them changes the views', async () => {
    const chain = sandbox.manifest.chains[0]!
    const user = '0x00000000000000000000000000000000000a11ce'
    const spender = '0x0000000000000000000000000000000000000b0b'
    for (const token of [chain.tokens.find((t) => t.symbol === 'USDT')!.address, chain.wrappedNative]) {
      for (const data of [
        encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
        encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user, spender] }),
      ]) {
        const slot = await findStorageSlot({ client, address: token, data })
        expect(slot).toBeDefined()
        const { data: result } = await client.call({
          to: token,
          data,
          stateOverride: [{ address: token, stateDiff: [{ slot: slot!, value: toHex(123456789n, { size: 32 }) }] }],
        })
        expect(BigInt(result!)).toBe(123456789n)
      }
    }
  })

  it('finds nothing for a value no single slot holds (WETH9 totalSupply is its native balance)', async () => {
    const chain = sandbox.manifest.chains[0]!
    const data = encodeFunctionData({ abi: parseAbi(['function totalSupply() view returns (uint256)']), functionName: 'totalSupply' })
    expect(await findStorageSlot({ client, address: chain.wrappedNative, data })).toBeUndefined()
  })

  it('a token whose view reads thousands of slots costs a handful of calls: mapping slots first, a capped probe, a per-token cache', async () => {
    const chain = sandbox.manifest.chains[0]!
    const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts[0]!.privateKey), transport: http(chain.rpcUrl) })
    const hash = await wallet.deployContract({
      abi: slotFloodTokenAbi,
      bytecode: slotFloodTokenBytecode,
      args: [2_000n, 10n ** 24n],
      chain: null,
      gas: 5_000_000n,
    })
    const token = (await waitForReceipt({ client: client, hash })).contractAddress as Address
    const allowance = (user: Address) =>
      encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [user, '0x0000000000000000000000000000000000000b0b'] })
    const { accessList } = await client.createAccessList({ to: token, data: allowance('0x00000000000000000000000000000000000a11ce') })
    expect(accessList.flatMap((entry) => entry.storageKeys).length).toBeGreaterThan(2_000)

    const cache: StorageSlotCache = new Map()
    requests = 0
    const slot = await findStorageSlot({ client: counted, address: token, data: allowance('0x00000000000000000000000000000000000a11ce'), cache })
    expect(slot).toBeDefined()
    expect(requests).toBe(2) // the access list, one probe
    requests = 0
    const other = await findStorageSlot({ client: counted, address: token, data: allowance('0x0000000000000000000000000000000000000c0c'), cache })
    expect(other).toBeDefined()
    expect(other).not.toBe(slot)
    expect(requests).toBe(1) // the cached layout, confirmed by one probe

    // A computed value behind the same slots: at most `maxProbes` tried, then the token is not probed again.
    const quota = encodeFunctionData({ abi: slotFloodTokenAbi, functionName: 'quota', args: ['0x00000000000000000000000000000000000a11ce'] })
    requests = 0
    expect(await findStorageSlot({ client: counted, address: token, data: quota, cache, maxProbes: 5 })).toBeUndefined()
    expect(requests).toBe(6)
    requests = 0
    expect(await findStorageSlot({ client: counted, address: token, data: quota, cache })).toBeUndefined()
    expect(requests).toBe(0)
  })
})
