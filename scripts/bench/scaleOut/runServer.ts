/**
 * One server process of the `scale-out` section: `node --import tsx scripts/bench/scaleOut/runServer.ts '<json>'`
 * (a `RunServerOptions`) starts the real server as `sluice start --role <role>` builds it, over a
 * sandbox manifest file, with the chain's node behind the given URLs (the section's counting
 * relays). It prints one JSON line `{"url":…}` once listening, and closes cleanly on SIGTERM or
 * when its stdin ends (the section's process is gone).
 */
import { readFileSync } from 'node:fs'
import type { SandboxManifest } from '@sluice/sandbox'
import type { ServerConfig, ServerRole } from '@sluice/server'
import { startSandboxServer } from '../../../test/support/startSandboxServer.js'

export type RunServerOptions = {
  manifestPath: string
  role: ServerRole
  redisUrl?: string | undefined
  feed?: Partial<ServerConfig['feed']> | undefined
  /** The chain's node, for every chain of the manifest (the section runs one). */
  rpcUrl: string
  /** Absent: new blocks by polling (replicas never read them). */
  webSocketUrl?: string | undefined
  maxStateAgeSeconds?: number | undefined
}

const options = JSON.parse(process.argv[2] ?? '{}') as RunServerOptions
const manifest = JSON.parse(readFileSync(options.manifestPath, 'utf8')) as SandboxManifest
const server = await startSandboxServer({
  manifest,
  role: options.role,
  redisUrl: options.redisUrl,
  feed: options.feed,
  chains: (chain) => ({
    ...chain,
    rpcUrl: options.rpcUrl,
    webSocketUrl: options.webSocketUrl,
    maxStateAgeSeconds: options.maxStateAgeSeconds ?? chain.maxStateAgeSeconds,
  }),
})
let closing = false
const close = () => {
  if (closing) return
  closing = true
  void server.close().then(() => process.exit(0))
}
process.once('SIGTERM', close)
process.stdin.on('end', close).resume()
console.log(JSON.stringify({ url: server.url }))
