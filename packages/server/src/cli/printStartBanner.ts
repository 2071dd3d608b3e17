import { NATIVE_TOKEN_ADDRESS } from '@sluice/core'
import type { SandboxManifest } from '@sluice/sandbox'
import type { ServerConfig } from '../config/serverConfigSchema.js'

export type PrintStartBannerParameters = {
  url: string
  config: ServerConfig
  /** The sandbox served, when serving one. */
  manifest?: SandboxManifest | undefined
  /** Whether the sandbox was already running (it then keeps running when the server stops). */
  attached: boolean
  manifestPath?: string | undefined
}

/** What `sluice start` prints: where the API is, the chains, and on a sandbox its accounts, tokens and a quote to paste. */
export function printStartBanner({ url, config, manifest, attached, manifestPath }: PrintStartBannerParameters): void {
  const loopback = ['127.0.0.1', 'localhost', '::1'].includes(config.host)
  const lines = [
    `Sluice is listening on ${url}`,
    loopback
      ? `Bound to ${config.host}: this machine only (--host 0.0.0.0 opens it to the network).`
      : `Bound to ${config.host}: reachable from the network${manifest ? ', sandbox accounts included' : ''}.`,
    `Chains: ${config.chains.map((c) => `${c.chainId} (${c.name})`).join(', ')}`,
  ]
  lines.push(`Docs: ${url}/docs   OpenAPI: ${url}/openapi.json   Health: ${url}/healthz   Tokens: ${url}/{chainId}/v1/tokens`)
  lines.push(`Route explorer: ${url}/explorer${manifest ? '   (quotes as diagrams; executes them with a funded sandbox account)' : ''}`)
  if (config.chains.some((c) => c.bridges.length > 0))
    lines.push(`Cross-chain API: ${url}${config.crossChain.prefix}/v1/chains   (docs/cross-chain.md; bridge end to end: pnpm example:bridge)`)
  if (manifest) {
    lines.push(
      '',
      attached
        ? `Serving the running sandbox (pid ${manifest.pid}); it keeps running when the server stops. Manifest: ${manifestPath}`
        : `Sandbox started with the server; it stops with it. Manifest: ${manifestPath}`,
      `Sandbox RPC: ${manifest.chains.map((c) => `${c.chainId} ${c.rpcUrl}`).join(', ')}`,
    )
    const accounts = manifest.chains[0]?.accounts ?? []
    if (accounts.length > 0) {
      lines.push('', 'Funded test accounts (LOCAL SANDBOX ONLY: these keys are public, never use them on a real chain):')
      for (const account of accounts) lines.push(`  ${account.address}  ${account.privateKey}`)
    }
    for (const chain of manifest.chains) {
      lines.push('', `Tokens on ${chain.chainId} (${chain.name}):`, `  ${chain.nativeSymbol.padEnd(8)} ${NATIVE_TOKEN_ADDRESS.toLowerCase()}  18 (native)`)
      for (const token of chain.tokens) lines.push(`  ${token.symbol.padEnd(8)} ${token.address}  ${token.decimals}`)
    }
  }
  const chain = config.chains[0]
  const stable = chain?.stableTokens[0]
  if (chain && stable)
    lines.push(
      '',
      'Try a quote (sell 1 native token for a stablecoin):',
      `  curl -s -X POST ${url}/${chain.chainId}/v1/quote -H 'content-type: application/json' \\`,
      `    -d '{"tokenIn":"${NATIVE_TOKEN_ADDRESS.toLowerCase()}","tokenOut":"${stable}","amountIn":"1000000000000000000"}'`,
    )
  if (manifest) lines.push('', 'Execute a swap end to end: pnpm example:swap   (examples/ in the repository)')
  if (config.meta.enabled) lines.push('', `Meta aggregator: POST ${url}/competitions, /quotes, /swap (docs/meta-aggregator.md in the repository)`)
  process.stdout.write(`${lines.join('\n')}\n`)
}
