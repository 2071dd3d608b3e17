import type { Address } from 'viem'
import type { ChainEngineConfig, PartnerFee } from './ChainEngine.js'

export type RouterCallTermsParameters = {
  chain: Pick<ChainEngineConfig, 'swapDeadlineSeconds' | 'blockGasLimit'>
  /** A swap's, zap's or rebalance's request. */
  request: { userAddress: Address; slippage: number; partnerFee?: PartnerFee | undefined; approveMax: boolean }
}

export type RouterCallTermsReturnType = {
  user: Address
  slippage: number
  deadline: bigint
  partnerFeeBps: number | undefined
  partnerId: number | undefined
  approveMax: boolean
  /** The most gas the transaction may use (the chain's `blockGasLimit`). */
  blockGasLimit: bigint | undefined
}

/** A request's terms as the router-call encoders take them, with the deadline the chain's window from now. */
export function routerCallTerms({ chain, request }: RouterCallTermsParameters): RouterCallTermsReturnType {
  return {
    user: request.userAddress,
    slippage: request.slippage,
    deadline: BigInt(Math.floor(Date.now() / 1000) + chain.swapDeadlineSeconds),
    partnerFeeBps: request.partnerFee?.bps,
    partnerId: request.partnerFee?.partnerId,
    approveMax: request.approveMax,
    blockGasLimit: chain.blockGasLimit,
  }
}
