import type { ChainManifest } from './SandboxManifest.js'

export type DescribeChainParameters = {
  chain: ChainManifest
  /** Most tokens named; the rest are counted. Default 20. */
  maxTokens?: number | undefined
}

/**
 * What `sandbox up` prints of a chain, one line each: its node, mode and counts; for a fork built
 * from a real chain also its sources with their pools, the sources left out and why, the tokens
 * with their prices, and those the accounts could not be funded with.
 */
export function describeChain({ chain, maxTokens = 20 }: DescribeChainParameters): string[] {
  const lines = [
    `${chain.chainId} ${chain.name.padEnd(9)} ${chain.rpcUrl}  ${chain.mode}${chain.forkUrl ? ` of ${chain.forkUrl} at block ${chain.forkBlockNumber}` : ''}: ${chain.tokens.length} tokens, ${chain.sources.length} sources, ${chain.pools.length} pools`,
  ]
  const { fork } = chain
  if (!fork) return lines
  lines.push(`  world ${fork.cached ? 'from the cache' : 'discovered on the chain'}`)
  const pools = (id: number) => chain.pools.filter((pool) => pool.sourceId === id).length
  for (const source of chain.sources) lines.push(`  source ${source.id} ${source.name} (${source.kind}): ${pools(source.id)} pools`)
  for (const source of fork.leftOutSources) lines.push(`  left out: source ${source.id} ${source.name} (${source.kind}): ${source.reason}`)
  const named = chain.tokens
    .slice(0, maxTokens)
    .map((token) => `${token.symbol}${token.fixturePriceUsd === undefined ? ' (no price)' : ` $${token.fixturePriceUsd.toPrecision(6)}`}`)
  if (named.length > 0) lines.push(`  tokens: ${named.join(', ')}${chain.tokens.length > maxTokens ? `, and ${chain.tokens.length - maxTokens} more` : ''}`)
  for (const token of fork.leftOutTokens) lines.push(`  left out: token ${token.address}: ${token.reason}`)
  for (const token of fork.unfundedTokens) lines.push(`  not funded: ${token.symbol} ${token.address}: ${token.reason}`)
  return lines
}
