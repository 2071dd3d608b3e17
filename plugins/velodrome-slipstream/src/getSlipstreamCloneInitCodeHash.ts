import { type Address, type Hex, keccak256 } from 'viem'

/**
 * Keccak of the creation code of an EIP-1167 minimal proxy of `implementation`, as OpenZeppelin's
 * `Clones` deploys it: the init code hash of a Slipstream factory's pools.
 */
export function getSlipstreamCloneInitCodeHash(implementation: Address): Hex {
  return keccak256(`0x3d602d80600a3d3981f3363d3d373d3d3d363d73${implementation.slice(2).toLowerCase()}5af43d82803e903d91602b57fd5bf3`)
}
