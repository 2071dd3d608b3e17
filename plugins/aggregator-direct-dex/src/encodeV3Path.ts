import { type Address, encodePacked } from 'viem'

/** The packed path of QuoterV2 and SwapRouter: token, fee (uint24), token, ... */
export function encodeV3Path(path: readonly Address[], fees: readonly number[]): `0x${string}` {
  const types = path.flatMap((_, i) => (i === 0 ? ['address'] : ['uint24', 'address']))
  const values = path.flatMap((token, i) => (i === 0 ? [token] : [fees[i - 1], token]))
  return encodePacked(types, values)
}
