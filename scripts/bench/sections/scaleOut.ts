import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { type ChainManifest, startSandbox } from '@sluice/sandbox'
import { Redis } from 'ioredis'
import { feedKeys } from '../../../packages/server/src/feed/feedKeys.js'
import { startRedis } from '../../../test/support/startRedis.js'
import { waitFor } from '../../../test/support/waitFor.js'
import type { BenchRow, BenchSection } from '../BenchSection.js'
import { createPoolSwapper, type PoolSwapper } from '../scaleOut/createPoolSwapper.js'
import { quoteAt, stateBlockOf } from '../scaleOut/probeServer.js'
import type { RunServerOptions } from '../scaleOut/runServer.js'
import { type CountingNode, startCountingNode } from '../scaleOut/startCountingNode.js'
import { type ServerProcess, startServerProcess } from '../scaleOut/startServerProcess.js'
import { writeSyntheticSnapshot } from '../scaleOut/writeSyntheticSnapshot.js'

/** Blocks (each with a swap on one pool) per count of the node's requests, and per latency measurement. */
const BLOCKS = 5
const REPLICAS = 4
/** Pools of the snapshots replicas cold-start from, besides the real world's. */
const COLD_SIZES = [10_000, 100_000]
/** The feed's defaults but for the key prefix (one per run). */
const LEASE_MS = 5_000

type Context = {
  chain: ChainManifest
  redis: Redis
  redisUrl: string
  manifestPath: string
  keyPrefix: string
  swapper: PoolSwapper
  /** Every process started, stopped at the end (a stopped one is skipped). */
  processes: ServerProcess[]
  rows: BenchRow[]
  fields: Record<string, number>
}

/**
 * Scaling out (`--role follower|replica`, issue 32's "Measure") on the sandbox world (chain 999)
 * with a real redis-server, every server in a process of its own as `sluice start` runs it, each
 * role's node requests counted by relays in front of Anvil (HTTP and WebSocket): the requests at
 * start and per block (a swap on one pool each) of the follower, of 1 and of 4 replicas, and of a
 * single process beside them (the cost of each identical instance); the time from a block being
 * mined to each replica's quote at that block, against the single process's; failover when the
 * leading follower stops cleanly and when it is SIGKILLed (default lease, 5 s); then each replica's
 * cold start, in a fresh process with nothing else running, from a snapshot of the real world and
 * of 10,000 and 100,000 pools (the real states plus copies of its V2 and V3 states under new pool
 * and token addresses): the snapshot's size, start to listening and to the first quote, resident memory.
 */
export const scaleOutSection: BenchSection = {
  name: 'scale-out',
  async run() {
    const closers: (() => Promise<unknown>)[] = []
    const processes: ServerProcess[] = []
    const directory = mkdtempSync(join(tmpdir(), 'sluice-bench-scale-'))
    closers.push(async () => rmSync(directory, { recursive: true, force: true }))
    try {
      const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999] })
      closers.push(() => sandbox.stop())
      const redisServer = await startRedis()
      closers.push(() => redisServer.stop())
      const redis = new Redis(redisServer.url)
      closers.push(async () => redis.disconnect())
      const chain = sandbox.manifest.chains[0]!
      const manifestPath = join(directory, 'sandbox.json')
      writeFileSync(manifestPath, JSON.stringify(sandbox.manifest))
      const swapper = await createPoolSwapper({ chain })
      closers.push(() => swapper.stop())
      // Processes stop before the relays, Redis and the node they use.
      closers.push(() => Promise.all(processes.map((server) => server.stop())))
      const context: Context = {
        chain,
        redis,
        redisUrl: redisServer.url,
        manifestPath,
        keyPrefix: `sluice:bench:${randomUUID()}`,
        swapper,
        processes,
        rows: [],
        fields: {},
      }
      const node = async () => {
        const counting = await startCountingNode({ upstream: chain.rpcUrl })
        closers.push(() => counting.close())
        return counting
      }
      const nodes = { follower: await node(), standby: await node(), replicas: await node(), single: await node() }
      const { leader, standby, single, replicas } = await measureStartAndBlocks(context, nodes)
      await measureLatency(context, single, replicas)
      await measureFailover(context, { leader, standby, replicas, node: nodes.follower })
      await Promise.all(processes.map((server) => server.stop()))
      await measureColdStarts(context, nodes.replicas)
      return { rows: context.rows, fields: context.fields }
    } finally {
      for (const close of closers.reverse()) await close().catch(() => undefined)
    }
  },
}

async function start(context: Context, role: RunServerOptions['role'], node: CountingNode, options: Partial<RunServerOptions> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({
    manifestPath: context.manifestPath,
    role,
    redisUrl: role === 'single' ? undefined : context.redisUrl,
    feed: { keyPrefix: context.keyPrefix, leaseMs: LEASE_MS },
    rpcUrl: node.rpcUrl,
    webSocketUrl: role === 'replica' ? undefined : node.webSocketUrl,
    ...options,
  })
  context.processes.push(server)
  return server
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const fmt = (value: number) => value.toFixed(1)

/**
 * Requests per block of each node: the median over `BLOCKS` blocks, each counted from its swap to
 * every server given holding it (a request made on a timer, as an idle chain's confirmation, falls
 * in one block only).
 */
async function requestsPerBlock(context: Context, nodes: readonly CountingNode[], servers: readonly ServerProcess[]): Promise<number[]> {
  const counts: number[][] = nodes.map(() => [])
  for (let block = 0; block < BLOCKS; block++) {
    const before = nodes.map((node) => node.requests())
    const { blockNumber } = await context.swapper.mine()
    await waitFor({
      what: `every server to hold block ${blockNumber}`,
      probe: async () => (await Promise.all(servers.map((server) => stateBlockOf(server.url)))).every((held) => held !== null && held >= blockNumber),
      intervalMs: 10,
    })
    for (const [i, node] of nodes.entries()) counts[i]!.push(node.requests() - before[i]!)
  }
  return counts.map(median)
}

/** Until the server answers a quote (200) at a block at least `blockNumber`. */
const quoted = (context: Context, server: ServerProcess, body: unknown, blockNumber = 0) =>
  waitFor({
    what: `${server.url} to quote`,
    probe: async () => {
      const { status, blockNumber: at } = await quoteAt(server.url, context.chain.chainId, body)
      return status === 200 && (at ?? 0) >= blockNumber
    },
    intervalMs: 20,
    timeoutMs: 60_000,
  })

async function measureStartAndBlocks(context: Context, nodes: Record<'follower' | 'standby' | 'replicas' | 'single', CountingNode>) {
  const { rows, fields } = context
  const snapshotKey = feedKeys({ keyPrefix: context.keyPrefix, chainId: context.chain.chainId }).snapshot
  const body = await context.swapper.quoteBody()
  const [leader, single] = await Promise.all([start(context, 'follower', nodes.follower), start(context, 'single', nodes.single)])
  await waitFor({ what: 'the follower to publish its snapshot', probe: async () => (await context.redis.hexists(snapshotKey, 'id')) === 1, timeoutMs: 60_000 })
  const followerStart = nodes.follower.requests()
  await quoted(context, single, body)
  const singleStart = nodes.single.requests()
  const replicas = [await start(context, 'replica', nodes.replicas)]
  await quoted(context, replicas[0]!, body)
  const replicaStart = nodes.replicas.requests()
  const [followerOne, replicasOne, singleOne] = await requestsPerBlock(context, [nodes.follower, nodes.replicas, nodes.single], [...replicas, single])
  const beforeMore = nodes.replicas.requests()
  // The other replicas, and the standby follower for the failover later (its node requests counted apart).
  const [standby, ...more] = await Promise.all([
    start(context, 'follower', nodes.standby),
    ...Array.from({ length: REPLICAS - 1 }, () => start(context, 'replica', nodes.replicas)),
  ])
  replicas.push(...more)
  await Promise.all([...more, standby!].map((server) => quoted(context, server, body)))
  const moreStart = (nodes.replicas.requests() - beforeMore) / (REPLICAS - 1)
  const [followerMany, replicasMany, standbyMany] = await requestsPerBlock(context, [nodes.follower, nodes.replicas, nodes.standby], [...replicas, single])
  const ratio = followerMany! / followerOne!
  rows.push(
    { metric: 'world: pools (chain 999 sandbox)', value: context.chain.pools.length },
    { metric: 'at start, RPC requests: follower (to its first snapshot published)', value: followerStart },
    { metric: 'at start, RPC requests: single process (to its first quote)', value: singleStart },
    { metric: 'at start, RPC requests: replica (to its first quote): the first / each of 3 more', value: `${replicaStart} / ${fmt(moreStart)}` },
    {
      metric: `per block (median of ${BLOCKS}, 1 pool changed), RPC requests, 1 replica: follower / replicas`,
      value: `${fmt(followerOne!)} / ${fmt(replicasOne!)}`,
    },
    { metric: `per block, RPC requests, ${REPLICAS} replicas: follower / replicas`, value: `${fmt(followerMany!)} / ${fmt(replicasMany!)}` },
    { metric: 'per block, RPC requests: the standby follower (follows as the leader does)', value: standbyMany! },
    { metric: `per block, follower's RPC requests, ${REPLICAS} replicas / 1 replica`, value: ratio, unit: '×', target: '<= 1' },
    { metric: 'per block, RPC requests: single process (each identical instance adds as many)', value: singleOne! },
  )
  Object.assign(fields, {
    scaleOutPools: context.chain.pools.length,
    scaleOutFollowerStartRequests: followerStart,
    scaleOutSingleStartRequests: singleStart,
    scaleOutReplicaStartRequests: replicaStart,
    scaleOutFollowerRequestsPerBlock1: followerOne!,
    scaleOutReplicaRequestsPerBlock1: replicasOne!,
    scaleOutFollowerRequestsPerBlock4: followerMany!,
    scaleOutReplicaRequestsPerBlock4: replicasMany!,
    scaleOutStandbyRequestsPerBlock: standbyMany!,
    scaleOutFollowerRequestsRatio: Number(ratio.toFixed(3)),
    scaleOutSingleRequestsPerBlock: singleOne!,
  })
  return { leader, standby: standby!, single, replicas }
}

/** Mined block → a quote at that block, on each replica and on the single process (`/healthz` polled every 5 ms, then the quote). */
async function measureLatency(context: Context, single: ServerProcess, replicas: readonly ServerProcess[]) {
  const chainId = context.chain.chainId
  const latencies = new Map<ServerProcess, number[]>([single, ...replicas].map((server) => [server, []]))
  for (let block = 0; block < BLOCKS; block++) {
    const body = await context.swapper.quoteBody()
    const { blockNumber, minedAt } = await context.swapper.mine()
    await Promise.all(
      [...latencies].map(async ([server, times]) => {
        await waitFor({
          what: `a quote at block ${blockNumber}`,
          // The state's block first (cheap to poll), then the quote.
          probe: async () =>
            ((await stateBlockOf(server.url)) ?? 0) >= blockNumber && ((await quoteAt(server.url, chainId, body)).blockNumber ?? 0) >= blockNumber,
          intervalMs: 5,
        })
        times.push(performance.now() - minedAt)
      }),
    )
  }
  const singleTimes = latencies.get(single)!
  const replicaTimes = replicas.flatMap((replica) => latencies.get(replica)!)
  context.rows.push(
    {
      metric: `block mined → quote at it, ${REPLICAS} replicas (median / max of ${replicaTimes.length})`,
      value: `${fmt(median(replicaTimes))} / ${fmt(Math.max(...replicaTimes))}`,
      unit: 'ms',
    },
    {
      metric: `block mined → quote at it, single process (median / max of ${singleTimes.length})`,
      value: `${fmt(median(singleTimes))} / ${fmt(Math.max(...singleTimes))}`,
      unit: 'ms',
    },
  )
  Object.assign(context.fields, {
    scaleOutReplicaLatencyMsMedian: Number(median(replicaTimes).toFixed(1)),
    scaleOutReplicaLatencyMsMax: Number(Math.max(...replicaTimes).toFixed(1)),
    scaleOutSingleLatencyMsMedian: Number(median(singleTimes).toFixed(1)),
    scaleOutSingleLatencyMsMax: Number(Math.max(...singleTimes).toFixed(1)),
  })
}

/**
 * Stops the leader (`how`), mines a block, and times until the other follower holds the lease and
 * until every replica quotes that block; counts the replicas' answers other than 200 meanwhile.
 */
async function failover(context: Context, leader: ServerProcess, replicas: readonly ServerProcess[], how: 'stop' | 'kill') {
  const lease = feedKeys({ keyPrefix: context.keyPrefix, chainId: context.chain.chainId }).lease
  const holder = await context.redis.get(lease)
  const body = await context.swapper.quoteBody()
  const stoppedAt = performance.now()
  await (how === 'stop' ? leader.stop() : leader.kill())
  const { blockNumber } = await context.swapper.mine()
  let takeoverMs = Number.NaN
  const taken = waitFor({
    what: 'the standby to take the lease',
    probe: async () => {
      const now = await context.redis.get(lease)
      return now !== null && now !== holder
    },
    intervalMs: 10,
    timeoutMs: 4 * LEASE_MS,
  }).then(() => {
    takeoverMs = performance.now() - stoppedAt
  })
  let failed = 0
  await Promise.all(
    replicas.map((replica) =>
      waitFor({
        what: `a replica to quote block ${blockNumber}`,
        probe: async () => {
          const { status, blockNumber: at } = await quoteAt(replica.url, context.chain.chainId, body)
          if (status !== 200) failed++
          return (at ?? 0) >= blockNumber
        },
        intervalMs: 10,
        timeoutMs: 4 * LEASE_MS,
      }),
    ),
  )
  const servedMs = performance.now() - stoppedAt
  await taken
  return { takeoverMs, servedMs, failed }
}

async function measureFailover(
  context: Context,
  { leader, standby, replicas, node }: { leader: ServerProcess; standby: ServerProcess; replicas: readonly ServerProcess[]; node: CountingNode },
) {
  const clean = await failover(context, leader, replicas, 'stop')
  // A new standby for the second round, following before the leader is killed.
  const next = await start(context, 'follower', node)
  await waitFor({ what: 'the new standby to follow', probe: async () => (await stateBlockOf(next.url)) !== null, timeoutMs: 60_000 })
  const killed = await failover(context, standby, replicas, 'kill')
  for (const [label, key, result, target] of [
    ['stopped (SIGTERM: lease given up)', 'Clean', clean, '<= 5000'],
    ['SIGKILLed (lease expires: 5 s)', 'Kill', killed, `<= ${Math.round(LEASE_MS + LEASE_MS / 3)}`],
  ] as const) {
    context.rows.push(
      { metric: `failover, leader ${label}: standby holds the lease`, value: result.takeoverMs, unit: 'ms', target },
      { metric: `failover, leader ${label}: every replica quotes the next block`, value: result.servedMs, unit: 'ms' },
      { metric: `failover, leader ${label}: replica answers other than 200 meanwhile`, value: result.failed, target: '0' },
    )
    Object.assign(context.fields, {
      [`scaleOutFailover${key}TakeoverMs`]: Math.round(result.takeoverMs),
      [`scaleOutFailover${key}ServedMs`]: Math.round(result.servedMs),
      [`scaleOutFailover${key}Failed`]: result.failed,
    })
  }
}

/** A replica in a fresh process, alone, from a snapshot of the real world and of each of `COLD_SIZES` pools. */
async function measureColdStarts(context: Context, node: CountingNode) {
  const body = await context.swapper.quoteBody()
  for (const pools of [0, ...COLD_SIZES]) {
    const keyPrefix = `${context.keyPrefix}:cold${pools}`
    const bytes = await writeSyntheticSnapshot({ redis: context.redis, chain: context.chain, from: context.keyPrefix, to: keyPrefix, pools })
    // No follower confirms the snapshot: a bound the measurement never reaches.
    const replica = await start(context, 'replica', node, { feed: { keyPrefix }, maxStateAgeSeconds: 3_600 })
    await waitFor({
      what: `a replica to quote from the ${pools}-pool snapshot`,
      probe: async () => (await quoteAt(replica.url, context.chain.chainId, body)).status === 200,
      intervalMs: 10,
      timeoutMs: 120_000,
    })
    const quotedMs = performance.now() - replica.spawnedAt
    const rssMb = replica.rssMb()
    await replica.stop()
    await context.redis.del(feedKeys({ keyPrefix, chainId: context.chain.chainId }).snapshot)
    const label = pools === 0 ? `${context.chain.pools.length} pools (the real world)` : `${pools.toLocaleString('en-US')} pools (synthetic)`
    const key = pools === 0 ? 'Real' : `${pools / 1000}k`
    context.rows.push(
      { metric: `replica cold start, ${label}: snapshot size`, value: bytes, unit: 'B' },
      {
        metric: `replica cold start, ${label}: process start → listening / → first quote`,
        value: `${fmt(replica.listeningAt - replica.spawnedAt)} / ${fmt(quotedMs)}`,
        unit: 'ms',
      },
      { metric: `replica cold start, ${label}: resident memory`, value: rssMb, unit: 'MB', target: pools === 100_000 ? '<= 600' : undefined },
    )
    Object.assign(context.fields, {
      [`scaleOutCold${key}SnapshotBytes`]: bytes,
      [`scaleOutCold${key}ListeningMs`]: Math.round(replica.listeningAt - replica.spawnedAt),
      [`scaleOutCold${key}FirstQuoteMs`]: Math.round(quotedMs),
      [`scaleOutCold${key}RssMb`]: Math.round(rssMb),
    })
  }
}
