import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SourceEntry } from '@sluice/core'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { startSandbox } from '@sluice/sandbox'
import { startReplicaChain } from '../../../test/support/replica/startReplicaChain.js'
import { startRpcRelay } from '../../../test/support/startRpcRelay.js'
import type { BenchRow, BenchSection } from '../BenchSection.js'

/**
 * A fork of a real chain with no manifest, on the replicas (999 with the replica's sources given,
 * 1868 with the presets alone): the first start (sources checked, pools discovered and read, tokens
 * read and priced, contracts deployed, accounts funded) and a second start of the same fork, whose
 * world comes from the cache. Seconds to the manifest, and JSON-RPC requests the fork sent the
 * replica (counted by a relay in front of it; Anvil's own reads of the upstream included).
 */
export const forkStartSection: BenchSection = {
  name: 'forkStart',
  async run() {
    const rows: BenchRow[] = []
    const fields: Record<string, number> = {}
    for (const chainId of [1868, 999] as const) {
      const replica = await startReplicaChain({ chainId })
      const relay = await startRpcRelay({ upstream: replica.rpcUrl })
      const cacheDir = mkdtempSync(join(tmpdir(), 'sluice-bench-fork-'))
      try {
        for (const start of ['first', 'cached'] as const) {
          const before = relay.requests.length
          const began = performance.now()
          const fork = await startSandbox({
            plugins: defaultSourcePlugins,
            chains: [chainId],
            forkUrls: { [chainId]: relay.url },
            forkSources: chainId === 999 ? { 999: replica.sources as SourceEntry[] } : undefined,
            cacheDir,
          })
          const seconds = (performance.now() - began) / 1000
          const requests = relay.requests.length - before
          const { pools, sources, fork: report } = fork.manifest.chains[0]!
          await fork.stop()
          if (report?.cached !== (start === 'cached'))
            throw new Error(`The ${start} start of the ${chainId} fork was ${report?.cached ? '' : 'not '}from the cache.`)
          const label = `${chainId} ${start} start (${sources.length} sources, ${pools.length} pools)`
          rows.push({ metric: `${label}: time`, value: seconds, unit: 's' }, { metric: `${label}: RPC requests`, value: requests })
          fields[`forkStart${chainId}${start === 'first' ? 'First' : 'Cached'}Seconds`] = seconds
          fields[`forkStart${chainId}${start === 'first' ? 'First' : 'Cached'}Requests`] = requests
        }
      } finally {
        rmSync(cacheDir, { recursive: true, force: true })
        await relay.close()
        await replica.stop()
      }
    }
    return { rows, fields }
  },
}
