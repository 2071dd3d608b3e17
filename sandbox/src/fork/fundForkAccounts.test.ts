import { fixtureTokenAbi, fixtureTokenBytecode } from '@sluice/contracts'
import type { StorageSlotCache } from '@sluice/core'
import { type Address, createPublicClient, createTestClient, createWalletClient, erc20Abi, type Hex, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningAnvil, startAnvil } from '../anvil/startAnvil.js'
import { fundForkAccounts } from './fundForkAccounts.js'

// Tokens whose balance no storage slot holds as `balanceOf` returns it: stand-ins for a token with
// computed balances and for a share-based (rebasing) one, placed with `anvil_setCode` as a few
// bytes of hand-written EVM code, since no package here has such a token.
/** `balanceOf(anyone)` is 42: a computed balance that reads no storage. */
const computedBalanceCode: Hex = '0x602a60005260206000f3'
/** `balanceOf(owner)` is twice `shares[owner]` (a Solidity mapping at slot 0): the slot is read, but what is written there does not read back. */
const shareBalanceCode: Hex = '0x600435600052600060205260406000205460020260005260206000f3'

const accounts: Address[] = ['0x00000000000000000000000000000000000a11ce', '0x0000000000000000000000000000000000000b0b']
let anvil: RunningAnvil
let client: PublicClient
let fixtureToken: Address

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 999 })
  client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 100 }) as PublicClient
  const test = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
  // A local key deploys the ordinary token.
  const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaee5e6b8c2cb4b1f')
  await test.setBalance({ address: account.address, value: 10n ** 21n })
  const wallet = createWalletClient({ account, transport: http(anvil.rpcUrl) })
  const hash = await wallet.deployContract({ abi: fixtureTokenAbi, bytecode: fixtureTokenBytecode, args: ['Fixture', 'FIX', 6], chain: null })
  fixtureToken = (await client.waitForTransactionReceipt({ hash })).contractAddress!
  await test.setCode({ address: '0x00000000000000000000000000000000000c0de1', bytecode: computedBalanceCode })
  await test.setCode({ address: '0x00000000000000000000000000000000000c0de2', bytecode: shareBalanceCode })
})
afterAll(() => anvil?.stop())

it('funds an ordinary token through its storage, and reports each token it cannot fund with the reason, never skipping it silently', async () => {
  const tokens = [
    { address: fixtureToken, symbol: 'FIX', name: 'Fixture', decimals: 6, fixturePriceUsd: 1 },
    { address: '0x00000000000000000000000000000000000c0de1' as Address, symbol: 'CALC', name: 'Computed', decimals: 18 },
    { address: '0x00000000000000000000000000000000000c0de2' as Address, symbol: 'SHARE', name: 'Shares', decimals: 18, fixturePriceUsd: 2 },
  ]
  const slots: StorageSlotCache = new Map()
  const { unfunded } = await fundForkAccounts({ client, accounts, tokens, slots })
  expect(unfunded).toEqual([
    { address: tokens[1]!.address, symbol: 'CALC', reason: 'no storage slot of balanceOf was found by probing.' },
    { address: tokens[2]!.address, symbol: 'SHARE', reason: 'no storage slot of balanceOf was found by probing.' },
  ])
  for (const account of accounts) {
    // 5 million USD of a 1 USD token with 6 decimals.
    expect(await client.readContract({ address: fixtureToken, abi: erc20Abi, functionName: 'balanceOf', args: [account] })).toBe(5_000_000_000_000n)
    expect(await client.getBalance({ address: account })).toBeGreaterThan(0n)
  }
})
