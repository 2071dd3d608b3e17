import type { ChainEngine } from '@sluice/core'
import { Gauge } from 'prom-client'
import type { Metrics } from './createMetrics.js'

export type RegisterStateGaugesParameters = {
  metrics: Pick<Metrics, 'registry'>
  engines: readonly Pick<ChainEngine, 'chainId' | 'health'>[]
}

/**
 * Per chain, the block of the pool state quotes use (`sluice_state_block`) and its age
 * (`sluice_state_age_seconds`: on a replica, the feed's lag in seconds), read from each engine's
 * health when scraped. A replica's lag in blocks is a follower's `sluice_state_block` minus its own.
 */
export function registerStateGauges({ metrics, engines }: RegisterStateGaugesParameters): void {
  const healths = () => Promise.all(engines.map((engine) => engine.health()))
  new Gauge({
    name: 'sluice_state_block',
    help: 'Block of the pool state quotes use, per chain.',
    labelNames: ['chain'],
    registers: [metrics.registry],
    async collect() {
      this.reset()
      for (const health of await healths()) if (health.stateBlock !== null) this.set({ chain: String(health.chainId) }, Number(health.stateBlock))
    },
  })
  new Gauge({
    name: 'sluice_state_age_seconds',
    help: 'Seconds since the pool state was last confirmed to be the chain head, per chain (on a replica: the feed lag).',
    labelNames: ['chain'],
    registers: [metrics.registry],
    async collect() {
      this.reset()
      for (const health of await healths()) if (health.stateAgeSeconds !== null) this.set({ chain: String(health.chainId) }, health.stateAgeSeconds)
    },
  })
}
