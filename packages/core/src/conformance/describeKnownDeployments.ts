import { describe, expect, test } from 'vitest'
import type { AnySourcePlugin } from '../types/SourcePlugin.js'
import { expectCited } from './expectCited.js'
import { expectVerbatimHexes } from './expectVerbatimHexes.js'

export type DescribeKnownDeploymentsParameters = {
  /** The plugin whose `knownDeployments` are checked. */
  plugin: AnySourcePlugin
}

/**
 * The checks every plugin's known deployments pass: each cites where it was read, source IDs are
 * unique on each chain (pending entries included: their IDs are reserved), every address and hash
 * is copied whole (a mixed-case address carries a valid checksum), and every deployment written
 * into configs parses with the plugin.
 */
export function describeKnownDeployments({ plugin }: DescribeKnownDeploymentsParameters): void {
  const chains = Object.entries(plugin.knownDeployments ?? {})
  describe(`known deployments of ${plugin.kind}`, () => {
    test('the plugin has known deployments', () => {
      expect(chains.length).toBeGreaterThan(0)
    })

    test('every known deployment cites where it was read', () => {
      for (const [chainId, deployments] of chains)
        for (const deployment of deployments) expectCited({ what: `${chainId} ${deployment.name}`, sources: deployment.sources })
    })

    test('source IDs are unique on each chain, pending entries included (their IDs are reserved)', () => {
      for (const [, deployments] of chains) {
        const ids = deployments.map((deployment) => deployment.id)
        expect(new Set(ids).size).toBe(ids.length)
      }
    })

    test('every address and hash is copied whole and verbatim: a mixed-case address carries a valid checksum', () => {
      expectVerbatimHexes({ value: plugin.knownDeployments })
    })

    test('every deployment written into configs parses with the plugin', () => {
      for (const [chainId, deployments] of chains)
        for (const deployment of deployments.filter(({ pending }) => pending === undefined))
          expect(() => plugin.parseConfig(deployment.config, `${chainId} ${deployment.name}`)).not.toThrow()
    })
  })
}
