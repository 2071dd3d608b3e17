import type { ExplorerApi } from './api.js'

/** The native token's address in the API. */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export type ReadBalanceParameters = {
  api: ExplorerApi
  chainId: number
  token: string
  account: string
  /** A block number, or the latest block. */
  block?: bigint | undefined
}

const toQuantity = (value: unknown): bigint => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) throw new Error('The sandbox node answered something that is not a number.')
  return BigInt(value)
}

/** A balance read from the sandbox node: native (`eth_getBalance`) or an ERC-20's `balanceOf`. */
export async function readBalance({ api, chainId, token, account, block }: ReadBalanceParameters): Promise<bigint> {
  const tag = block === undefined ? 'latest' : `0x${block.toString(16)}`
  if (token.toLowerCase() === NATIVE_TOKEN) return toQuantity(await api.rpc(chainId, 'eth_getBalance', [account, tag]))
  const data = `0x70a08231${account.slice(2).toLowerCase().padStart(64, '0')}`
  const answer = await api.rpc(chainId, 'eth_call', [{ to: token, data }, tag])
  // balanceOf answers one word.
  if (typeof answer !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(answer))
    throw new Error(`The token ${token} answered balanceOf with something other than one word.`)
  return BigInt(answer)
}
