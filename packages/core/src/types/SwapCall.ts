import type { Address, Hex } from 'viem'

/**
 * The arguments of the router's `swap`, as they are packed after its selector (`encodeSwapCall`,
 * `decodeSwapCall`; the contract reads them with `SwapCalldata`).
 */
export type SwapCall = {
  /** Native input: `NATIVE_TOKEN_ADDRESS` (sent as the value). */
  tokenIn: Address
  /** Native output: `NATIVE_TOKEN_ADDRESS` (the router unwraps it). */
  tokenOut: Address
  /** Sell: the exact input. Buy: the most input the router may take. */
  amountIn: bigint
  /** Sell: the least output, after the partner fee. Buy: the exact output, after the partner fee. */
  amountOut: bigint
  /** Who receives the output; absent: the router's caller (the transaction's sender), 20 bytes saved. */
  recipient?: Address | undefined
  /** Unix time (seconds) after which the router refuses the swap. */
  deadline: bigint
  /** 0: no partner (neither is packed). */
  partnerId: number
  /** Partner fee on the gross output, basis points (the router refuses more than 100). */
  partnerFeeBps: number
  /** Buy (the paths' amounts are outputs) rather than sell. */
  exactOut: boolean
  /** The packed route (`encodePackedRoute`). */
  route: Hex
}
