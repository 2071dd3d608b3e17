import { type Address, concat, encodeAbiParameters, encodePacked, getCreate2Address, type Hex, keccak256, numberToHex } from 'viem'

export type ComputeLiquidityBookPairAddressParameters = {
  factory: Address
  /** The `LBPair` implementation the pair is a clone of (the factory's at the pair's creation). */
  implementation: Address
  tokenX: Address
  tokenY: Address
  binStep: number
}

/**
 * A pair's CREATE2 address: `LBFactory.createLBPair` deploys an immutable-args clone of the
 * implementation (`ImmutableClone.cloneDeterministic`) whose args are `tokenX ‖ tokenY ‖ binStep`,
 * with salt `keccak256(abi.encode(tokenA, tokenB, binStep))` over the sorted tokens.
 */
export function computeLiquidityBookPairAddress({ factory, implementation, tokenX, tokenY, binStep }: ComputeLiquidityBookPairAddressParameters): Address {
  const args = encodePacked(['address', 'address', 'uint16'], [tokenX, tokenY, binStep])
  // The clone's args carry their own length (2 bytes) at the end.
  const extraLength = (args.length - 2) / 2 + 2
  const uint16 = (value: number) => numberToHex(value, { size: 2 })
  const initCode = concat([
    '0x61',
    uint16(extraLength + 0x35),
    '0x3d81600a3d39f3363d3d373d3d3d3d61',
    uint16(extraLength),
    '0x806035363936013d73',
    implementation,
    '0x5af43d3d93803e603357fd5bf3',
    args,
    uint16(extraLength),
  ])
  const [tokenA, tokenB] = BigInt(tokenX) < BigInt(tokenY) ? [tokenX, tokenY] : [tokenY, tokenX]
  const salt = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint256' }], [tokenA, tokenB, BigInt(binStep)]))
  return getCreate2Address({ from: factory, salt, bytecode: initCode })
}

/** The implementation a pair's clone code delegates to (its runtime bytes 20–40), or undefined when the code is not such a clone. */
export function liquidityBookCloneImplementation(code: Hex | undefined): Address | undefined {
  if (!code || !/^0x363d3d373d3d3d3d61[0-9a-f]{4}806035363936013d73[0-9a-f]{40}5af43d3d93803e603357fd5bf3/i.test(code)) return undefined
  return `0x${code.slice(2 + 40, 2 + 80)}`
}
