import type { AcrossRelayData } from './computeAcrossRelayHash.js'

export type ToAcrossRelayDataParameters = {
  /** A deposit's or a fill's event arguments (their other fields are left out). */
  args: Omit<AcrossRelayData, 'originChainId'>
  originChainId: bigint
}

/** The relay data of a deposit or a fill, field by field, as `getV3RelayHash` and `fillRelay` take it. */
export function toAcrossRelayData({ args, originChainId }: ToAcrossRelayDataParameters): AcrossRelayData {
  return {
    depositor: args.depositor,
    recipient: args.recipient,
    exclusiveRelayer: args.exclusiveRelayer,
    inputToken: args.inputToken,
    outputToken: args.outputToken,
    inputAmount: args.inputAmount,
    outputAmount: args.outputAmount,
    originChainId,
    depositId: args.depositId,
    fillDeadline: args.fillDeadline,
    exclusivityDeadline: args.exclusivityDeadline,
    message: args.message,
  }
}
