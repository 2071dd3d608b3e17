import { type AbiParameterToPrimitiveType, encodeAbiParameters, getAbiItem, type Hex, keccak256 } from 'viem'
import { spokePoolAbi } from './abi.js'

const [relayDataParameter] = getAbiItem({ abi: spokePoolAbi, name: 'getV3RelayHash' }).inputs

/** A relay's full data, as a deposit sets it and a fill must repeat it. */
export type AcrossRelayData = AbiParameterToPrimitiveType<typeof relayDataParameter>

export type ComputeAcrossRelayHashParameters = {
  relayData: AcrossRelayData
  /** The chain the relay is filled on. */
  destinationChainId: number
}

/**
 * The relay's hash as the destination SpokePool computes it (`getV3RelayHash`:
 * `keccak256(abi.encode(relayData, chainId()))`): the key of its `fillStatuses`, covering every
 * field of the relay, so two relays that differ in any field (a recipient, an amount) differ.
 */
export function computeAcrossRelayHash({ relayData, destinationChainId }: ComputeAcrossRelayHashParameters): Hex {
  return keccak256(encodeAbiParameters([relayDataParameter, { type: 'uint256' }], [relayData, BigInt(destinationChainId)]))
}
