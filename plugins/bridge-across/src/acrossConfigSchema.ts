import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))
const wei = z.string().regex(/^[0-9]+$/, 'Expected a decimal string in wei.')
const bps = z.number().min(0).max(10_000)

/** A token this chain's SpokePool takes deposits of, towards one destination chain. */
export const acrossRouteSchema = z.object({
  /** The token deposited on this chain. */
  token: address,
  /** The asset's family name; the same on both ends (e.g. `USDT` for USDT0 and USDT). */
  symbol: z.string().min(1),
  decimals: z.int().min(0).max(36),
  destinationChainId: z.int().min(1),
  /** The token the fill delivers on the destination (same asset, same decimals). */
  destinationToken: address,
  /** Smallest and largest deposit (wei of `token`); by default any amount whose fees leave something. */
  minDeposit: wei.default('1'),
  maxDeposit: wei.default((2n ** 255n).toString()),
  /** The relayer's fixed fee per fill for its gas, in wei of `token`. */
  relayerGasFee: wei.default('0'),
})

/**
 * One chain of an Across deployment (the entry `{ kind: 'bridge-across', config }` of a chain in
 * the server config or the sandbox manifest).
 */
export const acrossConfigSchema = z.object({
  /** The SpokePool (its proxy) on this chain. */
  spokePool: address,
  /** Block the SpokePool was deployed at: no fill event is searched for before it (decimal string). */
  deployBlock: z
    .string()
    .regex(/^[0-9]+$/)
    .default('0'),
  /**
   * Most blocks one `eth_getLogs` may span (providers limit it): the status's search for a fill
   * is split into ranges of at most this many blocks.
   */
  maxLogRange: z.int().min(1).default(2_000),
  /** Across's MulticallHandler on this chain: destination swaps need it. */
  multicallHandler: address.optional(),
  routes: z.array(acrossRouteSchema).default([]),
  /**
   * Fees when no Across API is configured (the sandbox's relayer charges exactly these):
   * LP fee and relayer capital fee in basis points of the input, plus the route's gas fee.
   */
  fees: z.object({ lpFeeBps: bps.default(1), relayerFeeBps: bps.default(4) }).prefault({}),
  /** Seconds from the quote to the deposit's fill deadline. */
  fillDeadlineSeconds: z.int().min(60).default(3_600),
  /** Seconds a fill is expected to take once the deposit is mined. */
  timeEstimateSeconds: z.int().min(0).default(4),
  /**
   * Across's API (e.g. `https://app.across.to/api`) for suggested fees, limits and fill times
   * on real deployments; absent: the fees above.
   */
  api: z.object({ url: z.url(), apiKey: z.string().optional(), timeoutMs: z.int().positive().default(5_000) }).optional(),
  /** The sandbox relayer's key (sandbox manifests only): the agent fills from this account. */
  relayer: z.object({ address, privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/) }).optional(),
})

export type AcrossConfig = z.output<typeof acrossConfigSchema>
export type AcrossRouteConfig = z.output<typeof acrossRouteSchema>
