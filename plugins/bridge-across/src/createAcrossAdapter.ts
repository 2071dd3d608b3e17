import { type BridgeAdapter, type CreateBridgeAdapterParameters, listBridgeRoutes } from '@sluice/core'
import { encodeAbiParameters, type Hex } from 'viem'
import type { AcrossConfig } from './acrossConfigSchema.js'
import { buildAcrossTransactions } from './buildAcrossTransactions.js'
import { quoteAcross } from './quoteAcross.js'
import { readAcrossDeposit } from './readAcrossDeposit.js'

export type CreateAcrossAdapterParameters = CreateBridgeAdapterParameters<AcrossConfig>

export const ACROSS_KIND = 'bridge-across'

/**
 * Marks the end of a deposit's calldata where a tag (16 bytes, the quote's request ID) follows:
 * the SpokePool ignores trailing calldata, and the status reads the tag back from the chain.
 */
export const ACROSS_TAG_MARKER: Hex = '0x1dc0de'

const instructionsType = [
  {
    type: 'tuple',
    components: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'callData', type: 'bytes' },
          { name: 'value', type: 'uint256' },
        ],
      },
      { name: 'fallbackRecipient', type: 'address' },
    ],
  },
] as const

/** The Across bridge over the SpokePools of the configured chains. */
export function createAcrossAdapter({ chains }: CreateAcrossAdapterParameters): BridgeAdapter {
  const routes = listBridgeRoutes({ chains })
  return {
    kind: ACROSS_KIND,
    routes: () => routes,
    quote: ({ route, inputAmount }) => quoteAcross({ chains, route, inputAmount }),
    transactions: (parameters) =>
      buildAcrossTransactions({ ...parameters, chains, tag: parameters.tag ? (`${ACROSS_TAG_MARKER}${parameters.tag.slice(2)}` as Hex) : undefined }),
    status: ({ txHash }) => readAcrossDeposit({ chains, txHash, tagMarker: ACROSS_TAG_MARKER }),
    messageHandler: (chainId) => chains.find((chain) => chain.chainId === chainId)?.config.multicallHandler,
    encodeMessage: ({ calls, fallbackRecipient }) =>
      encodeAbiParameters(instructionsType, [
        { calls: calls.map((call) => ({ target: call.target, callData: call.data, value: call.value })), fallbackRecipient },
      ]),
  }
}
