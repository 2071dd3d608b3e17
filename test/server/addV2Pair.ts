import { waitForReceipt } from '@sluice/core'
import { type ChainManifest, inBigBlocks } from '@sluice/sandbox'
import { type Address, createPublicClient, createWalletClient, erc20Abi, http, type PublicClient, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { configOf } from '../support/configOf.js'

const factoryAbi = parseAbi(['function createPair(address, address) returns (address)', 'function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi(['function mint(address to) returns (uint256)'])
const wethAbi = parseAbi(['function deposit() payable'])

/**
 * A Uniswap V2 pair of `token` and the wrapped native token on the sandbox's first V2 source,
 * funded by account `account` (which must hold `tokenAmount` of `token`; the wrapped side is
 * wrapped from its native balance). Created in big blocks (`inBigBlocks`): creating a pair takes
 * more gas than a HyperEVM fast block holds.
 */
export function addV2Pair(parameters: AddV2PairParameters): Promise<Address> {
  return inBigBlocks({ rpcUrl: parameters.chain.rpcUrl, run: () => createFundedPair(parameters) })
}

type AddV2PairParameters = {
  chain: ChainManifest
  token: Address
  tokenAmount: bigint
  nativeAmount: bigint
  account?: number
}

async function createFundedPair({ chain, token, tokenAmount, nativeAmount, account = 0 }: AddV2PairParameters): Promise<Address> {
  const client = createPublicClient({ transport: http(chain.rpcUrl) }) as PublicClient
  const wallet = createWalletClient({ account: privateKeyToAccount(chain.accounts[account]!.privateKey), transport: http(chain.rpcUrl) })
  const send = async (hash: Promise<`0x${string}`>) => {
    const receipt = await waitForReceipt({ client: client, hash: await hash })
    if (receipt.status !== 'success') throw new Error('setup transaction reverted')
  }
  const factory = configOf(chain.sources.find((s) => s.kind === 'uniswap-v2')!).factory
  await send(
    wallet.writeContract({ address: factory, abi: factoryAbi, functionName: 'createPair', args: [token, chain.wrappedNative], chain: null, gas: 5_000_000n }),
  )
  const pair = await client.readContract({ address: factory, abi: factoryAbi, functionName: 'getPair', args: [token, chain.wrappedNative] })
  await send(wallet.writeContract({ address: chain.wrappedNative, abi: wethAbi, functionName: 'deposit', value: nativeAmount, chain: null }))
  await send(wallet.writeContract({ address: chain.wrappedNative, abi: erc20Abi, functionName: 'transfer', args: [pair, nativeAmount], chain: null }))
  await send(wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [pair, tokenAmount], chain: null, gas: 30_000_000n }))
  await send(wallet.writeContract({ address: pair, abi: pairAbi, functionName: 'mint', args: [wallet.account.address], chain: null, gas: 30_000_000n }))
  return pair
}
