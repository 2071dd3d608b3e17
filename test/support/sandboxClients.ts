import { splitMulticallTransport } from '@sluice/core'
import type { ChainManifest } from '@sluice/sandbox'
import { type Account, type Chain, createPublicClient, createWalletClient, defineChain, http, type PublicClient, type Transport, type WalletClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type SandboxClientsParameters = {
  chain: ChainManifest
  /** Which of the chain's funded accounts signs. */
  accountIndex: number
}

export type SandboxClientsReturnType = {
  client: PublicClient
  wallet: WalletClient<Transport, Chain, Account>
}

/** A public client (no cache) and the wallet of one of the sandbox chain's funded accounts. */
export function sandboxClients({ chain, accountIndex }: SandboxClientsParameters): SandboxClientsReturnType {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const account = privateKeyToAccount(chain.accounts[accountIndex]!.privateKey)
  return {
    // Multicall reads split to fit the gas a call runs with (999: the 2M block gas limit), as the server's are.
    client: createPublicClient({
      chain: viemChain,
      transport: splitMulticallTransport({ transport: http(chain.rpcUrl), multicall3: chain.multicall3 }),
      cacheTime: 0,
    }) as PublicClient,
    wallet: createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) }),
  }
}
