import { chunk, findStorageSlot, type StorageSlotCache, summarizeError } from '@sluice/core'
import { type Address, createTestClient, custom, encodeFunctionData, erc20Abi, type PublicClient, toHex } from 'viem'
import type { TokenEntry, UnfundedToken } from '../SandboxManifest.js'
import { amountForUsd } from '../world/priceMath.js'

export type FundForkAccountsParameters = {
  /** A client of the fork's own Anvil. */
  client: PublicClient
  accounts: readonly Address[]
  tokens: readonly TokenEntry[]
  /** Balance-slot layouts found before (the world cache's), filled with those found now. */
  slots: StorageSlotCache
}

export type FundForkAccountsReturnType = {
  /** Tokens the accounts could not be funded with, and why. */
  unfunded: UnfundedToken[]
}

/** Native currency each account holds. */
const NATIVE_FUNDING = 10n ** 27n
/** USD worth of each priced token each account holds; an unpriced token: a million whole tokens. */
const TOKEN_FUNDING_USD = 5_000_000
const UNPRICED_WHOLE_TOKENS = 1_000_000n
/** Tokens funded at once. */
const CONCURRENCY = 8

/**
 * Funds the test accounts on a fork: native currency, and each token by writing the balance into
 * the token's own storage, at the slot `findStorageSlot` finds by probing (as the engine finds
 * allowance slots). Each balance is read back with `balanceOf`; a token whose slot is not found,
 * or whose balance does not read as written (a rebasing or proxied balance), is reported.
 */
export async function fundForkAccounts({ client, accounts, tokens, slots }: FundForkAccountsParameters): Promise<FundForkAccountsReturnType> {
  const anvil = createTestClient({ mode: 'anvil', transport: custom(client) })
  for (const address of accounts) await anvil.setBalance({ address, value: NATIVE_FUNDING })
  const unfunded: UnfundedToken[] = []
  for (const group of chunk({ items: tokens, size: CONCURRENCY }))
    await Promise.all(
      group.map(async (token) => {
        const amount =
          token.fixturePriceUsd === undefined
            ? UNPRICED_WHOLE_TOKENS * 10n ** BigInt(token.decimals)
            : amountForUsd({ usd: TOKEN_FUNDING_USD, priceUsd: token.fixturePriceUsd, decimals: token.decimals })
        const reason = await fundToken({ client, anvil, token: token.address, accounts, amount, slots })
        if (reason) unfunded.push({ address: token.address, symbol: token.symbol, reason })
      }),
    )
  return { unfunded: unfunded.sort((a, b) => a.symbol.localeCompare(b.symbol)) }
}

type FundTokenParameters = {
  client: PublicClient
  anvil: ReturnType<typeof createTestClient>
  token: Address
  accounts: readonly Address[]
  amount: bigint
  slots: StorageSlotCache
}

/** Funds every account with one token; the reason it could not, or `undefined`. */
async function fundToken({ client, anvil, token, accounts, amount, slots }: FundTokenParameters): Promise<string | undefined> {
  try {
    for (const account of accounts) {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] })
      const slot = await findStorageSlot({ client, address: token, data, cache: slots })
      if (!slot) return 'no storage slot of balanceOf was found by probing.'
      await anvil.setStorageAt({ address: token, index: slot, value: toHex(amount, { size: 32 }) })
      const balance = await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
      if (balance !== amount) return `balanceOf reads ${balance} after ${amount} was written to slot ${slot}.`
    }
    return undefined
  } catch (error) {
    return `funding failed: ${summarizeError({ error })}`
  }
}
