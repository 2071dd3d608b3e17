import type { Address, Hex } from 'viem'

/**
 * What a deterministic deployment did or found for one contract or one allowance:
 * - `deployed`: created in this run; `present`: already at its address (skipped);
 * - `allowed`: the router already allows it (or the fee vault already takes the router's deposits);
 * - `allowed-now`: allowed (or set) in this run;
 * - `announced`: announced in this run, to be allowed between `allowedAt` and `expiresAt`;
 * - `waiting`: announced earlier, allowable between `allowedAt` and `expiresAt`;
 * - `owner-action`: needs the owner, which is not the signer: `call` is the owner's transaction.
 */
export type SluiceDeploymentStep = {
  /** E.g. `router`, `executor "<kind>"`, `position manager 0x… ("<kind>")`, `fee vault depositor`. */
  subject: string
  address: Address
  status: 'deployed' | 'present' | 'allowed' | 'allowed-now' | 'announced' | 'waiting' | 'owner-action'
  /** Unix seconds from which the announcement may be applied. */
  allowedAt?: bigint | undefined
  /** Unix seconds after which it has expired (and must be announced again). */
  expiresAt?: bigint | undefined
  call?: { to: Address; data: Hex; description: string } | undefined
}
