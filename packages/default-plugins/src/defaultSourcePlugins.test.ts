import { knownChains } from '@sluice/core'
import { expect, test } from 'vitest'
import { defaultSourcePlugins } from './defaultSourcePlugins.js'

test('the default plugins know deployments on known chains only, with source IDs unique on each chain across plugins (pending ones reserved)', () => {
  const ids = new Map<number, number[]>()
  for (const plugin of defaultSourcePlugins)
    for (const [chainId, deployments] of Object.entries(plugin.knownDeployments ?? {}))
      ids.set(Number(chainId), [...(ids.get(Number(chainId)) ?? []), ...deployments.map((deployment) => deployment.id)])
  expect([...ids.keys()].sort((a, b) => a - b)).toEqual(knownChains.map((chain) => chain.chainId))
  for (const [, chainIds] of ids) expect(new Set(chainIds).size).toBe(chainIds.length)
})
