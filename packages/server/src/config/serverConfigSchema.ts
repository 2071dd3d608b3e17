import { MULTICALL3_ADDRESS } from '@sluice/core'
import ipaddr from 'ipaddr.js'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { metaConfigSchema } from '../meta/metaConfigSchema.js'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

/**
 * One liquidity source (a DEX deployment): the same shape as a sandbox manifest's source entry.
 * The server reads the common fields; `config` belongs to the plugin of `kind`, which checks it
 * at start-up.
 */
const sourceConfigSchema = z.object({
  id: z.int().min(0),
  name: z.string().min(1),
  description: z.string().default(''),
  /** DEX type: the `kind` of the plugin that serves the source. */
  kind: z.string().min(1),
  /** Block the source was deployed at: pool discovery starts there (decimal string). */
  deployBlock: z
    .string()
    .regex(/^[0-9]+$/)
    .default('0'),
  /** The plugin's own config (addresses, fee tiers, ...); see each plugin's README. */
  config: z.unknown(),
})

const chainConfigSchema = z.object({
  chainId: z.int().min(1),
  name: z.string().min(1),
  /**
   * The chain's RPC node, or several (a list): requests go to the best-ranked one that answers
   * (viem's `fallback` transport, ranked by stability and latency), so one bad node is not an outage.
   */
  rpcUrl: z.union([z.url(), z.array(z.url()).min(1)]),
  /**
   * The same node's WebSocket URL (`ws://`, `wss://`): new blocks then arrive by subscription
   * (`eth_subscribe newHeads`) instead of polling; requests still go to `rpcUrl`.
   */
  webSocketUrl: z.url({ protocol: /^wss?$/ }).optional(),
  nativeSymbol: z.string().default('ETH'),
  nativeName: z.string().optional(),
  wrappedNative: address,
  multicall3: address.default(MULTICALL3_ADDRESS),
  /** Tokens whose USD price is taken as 1 (prices of other tokens derive from them). */
  stableTokens: z.array(address).default([]),
  sources: z.array(sourceConfigSchema).min(1),
  /** Sluice's router and executors on the chain; without them the chain serves quotes only. */
  contracts: z
    .object({
      router: address,
      swapLogic: address.optional(),
      feeVault: address.optional(),
      executors: z.record(z.string(), address).default({}),
      /** Position executor per DEX type (zap, rebalance), as `sluice contracts deploy` writes it; the router pairs them on-chain. */
      positionExecutors: z.record(z.string(), address).optional(),
      /** The `MetaGuard` (`@sluice/contracts`): with it, the meta aggregator's `/swap` settles through it. */
      metaGuard: address.optional(),
    })
    .optional(),
  /** Quotes fail with 503 when the pool state is older than this many seconds. */
  maxStateAgeSeconds: z.number().positive().default(30),
  /** RPC request timeout in milliseconds (how fast a dead node is noticed). */
  rpcTimeoutMs: z.int().positive().default(2_000),
  /**
   * Milliseconds a head read may take before the node counts as hanging (well below
   * `rpcTimeoutMs`): quotes then stop waiting for head reads and serve the state in hand while it
   * is younger than `maxStateAgeSeconds`, then fail fast; with several `rpcUrl`s, also the bound of
   * each node's ranking probe.
   */
  headTimeoutMs: z.int().positive().default(500),
  /** Seconds a swap transaction stays valid (its deadline) after the quote. */
  swapDeadlineSeconds: z.int().positive().default(600),
  /** How often the store polls for new blocks, in milliseconds (while no subscription delivers them). */
  pollingIntervalMs: z.int().positive().default(1_000),
  /**
   * Most blocks one `eth_getLogs` request may span on this chain's node(s): every log read
   * (discovery, following, catch-up, config checks, bridge status) keeps to it, and splits a range
   * the provider still refuses. Set it to the provider's cap (public RPCs cap at 1,000 to 10,000).
   */
  maxLogRange: z.int().positive().default(1_000),
  /**
   * The most gas one transaction may use on the chain: routes are chosen to fit it, and `/swap`,
   * `/zap` and `/rebalance` never set a gas limit above it. Absent: the chain's known limit
   * (`knownChains` of `@sluice/default-plugins`: 2,000,000 on HyperEVM, 999), else none; `null`: none.
   */
  blockGasLimit: z.int().positive().nullable().optional(),
  /** Bridges on this chain for the cross-chain API: `kind` picks the bridge plugin, which checks `config`. */
  bridges: z.array(z.object({ kind: z.string().min(1), config: z.unknown() })).default([]),
})

/** The server's config file (`sluice start --config path`). */
export const serverConfigSchema = z.object({
  port: z.int().min(0).max(65535).default(8080),
  host: z.string().default('0.0.0.0'),
  /** Keys file (hashes only), relative to the config file; no keys when absent. */
  keysFile: z.string().optional(),
  /**
   * Proxies trusted to name the client in X-Forwarded-For: `false` (none), `true` (one hop), a
   * number of hops, or the proxies' addresses / CIDR ranges (e.g. `["10.0.0.0/8"]`).
   */
  trustProxy: z
    .union([
      z.boolean(),
      z.int().min(0).max(32),
      z.array(z.string().refine((value) => ipaddr.isValid(value) || ipaddr.isValidCIDR(value), 'Expected an IP address or a CIDR range.')).min(1),
    ])
    .default(false)
    .transform((value) => (value === true ? 1 : value === 0 ? false : value)),
  /** Bounds of the HTTP listener. */
  http: z
    .object({
      /** Time to receive a request's headers (ms). */
      headersTimeoutMs: z.int().positive().default(10_000),
      /** Time to receive a whole request, body included (ms). */
      requestTimeoutMs: z.int().positive().default(30_000),
      /** Open connections at most; more are refused. */
      maxConnections: z.int().positive().default(1_024),
      /** Open connections per client address (the socket's peer: behind a proxy, the proxy). Default 64, at most `maxConnections`. */
      maxConnectionsPerAddress: z.int().positive().optional(),
      /** Connections kept for addresses without one (default `maxConnections / 16`). */
      reservedConnections: z.int().min(0).optional(),
      /** Addresses and CIDR ranges not held to `maxConnectionsPerAddress` (your proxies). Default: `trustProxy` when it lists addresses. */
      exemptAddresses: z.array(z.string().min(1)).optional(),
      /** A request with a valid API key on a connection that found no room is served, not answered 503. */
      exemptKeys: z.boolean().default(true),
    })
    .prefault({})
    .refine(({ maxConnections, maxConnectionsPerAddress }) => maxConnectionsPerAddress === undefined || maxConnectionsPerAddress <= maxConnections, {
      message: 'maxConnectionsPerAddress must be at most maxConnections.',
      path: ['maxConnectionsPerAddress'],
    })
    .refine(({ maxConnections, reservedConnections }) => reservedConnections === undefined || reservedConnections < maxConnections, {
      message: 'reservedConnections must be below maxConnections.',
      path: ['reservedConnections'],
    }),
  /** `/metrics`: behind a bearer token, and/or on a listener of its own (then not on the API's port). */
  metrics: z
    .object({
      token: z.string().min(16).optional(),
      port: z.int().min(0).max(65535).optional(),
      host: z.string().default('127.0.0.1'),
    })
    .prefault({}),
  limits: z
    .object({
      apiPerMinute: z.int().positive().default(60),
      infoPerMinute: z.int().positive().default(300),
      keyMultiplier: z.number().min(1).default(10),
      /** Meta aggregator (`/competitions`, `/quotes`, `/swap`) requests per minute without a key; default 20. */
      metaPerMinute: z.int().positive().optional(),
      /** Quote streams (`/{chainId}/v1/quote/stream`) one client address may hold open; more are answered 429. Default 8. */
      quoteStreamsPerClient: z.int().positive().optional(),
      /** Quote streams the server holds open at most; more are answered 503. Default 1,000. */
      quoteStreams: z.int().positive().optional(),
      /** A quote stream that sent nothing for this long is closed (seconds). Default 300. */
      quoteStreamIdleSeconds: z.int().positive().optional(),
    })
    .prefault({}),
  meta: metaConfigSchema,
  /** The cross-chain API (`/v1/chains`, `/v1/currencies`, `/v1/quote`, `/v1/transactions/{hash}`), served when a chain has bridges. */
  crossChain: z
    .object({
      /** Path prefix of the cross-chain API (its `cross_chain_url` is the base URL plus this), e.g. `/cross-chain`. */
      prefix: z
        .string()
        .regex(/^(\/[A-Za-z0-9._-]+)*$/, 'Expected "" or a path like /cross-chain.')
        .default(''),
    })
    .prefault({}),
  /** Scaling out (`sluice start --role follower|replica`): the pool-state feed in Redis (`REDIS_URL`), one per chain. */
  feed: z
    .object({
      /** Prefix of the feed's Redis keys: the followers and replicas of one deployment share it. */
      keyPrefix: z.string().min(1).default('sluice:feed'),
      /** The leader publishes a full snapshot every this many blocks (and when it starts publishing). */
      snapshotEveryBlocks: z.int().positive().default(100),
      /** Stream entries kept per chain (older ones are trimmed); at least twice `snapshotEveryBlocks`. */
      maxLength: z.int().positive().default(1_000),
      /** The leader's lease (ms): a standby follower takes over at most this long after the leader stopped renewing it. */
      leaseMs: z.int().min(300).default(5_000),
    })
    .prefault({})
    .refine(({ snapshotEveryBlocks, maxLength }) => maxLength >= 2 * snapshotEveryBlocks, {
      message: 'maxLength must be at least twice snapshotEveryBlocks.',
      path: ['maxLength'],
    }),
  /**
   * Third-party plugin packages to load besides the default ones: module names (or paths) whose
   * module exports `sluicePlugins` (source plugins), `bridgePlugins` and/or `aggregatorPlugins`, each an array.
   */
  plugins: z.array(z.string().min(1)).default([]),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  chains: z.array(chainConfigSchema).min(1),
})

export type ServerConfig = z.output<typeof serverConfigSchema>
export type ChainConfig = z.output<typeof chainConfigSchema>
export type SourceConfig = z.output<typeof sourceConfigSchema>
export type FeedConfig = ServerConfig['feed']
