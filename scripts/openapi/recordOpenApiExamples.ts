import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultSourcePlugins } from '@sluice/default-plugins'
import { startSandbox } from '@sluice/sandbox'
import { postJson } from '../../test/support/postJson.js'
import { startSandboxServer } from '../../test/support/startSandboxServer.js'

// `pnpm openapi:examples`: records the aggregator API's OpenAPI examples from the real server over a
// fresh sandbox (chains 999 and 1868, the default source plugins), as the tests start them. The
// requests are the file's own (`quoteSellRequest`, …); each answer is written in its place, lists
// shortened. Zap and rebalance examples are kept as they are: they need a position minted first.
const file = join(import.meta.dirname, '../../packages/server/openapi-examples/aggregator.json')
const examples = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>
/** Longest list of each kind an example shows. */
const shown = { sources: 7, tokens: 4 }

const sandbox = await startSandbox({ plugins: defaultSourcePlugins, chains: [999, 1868] })
const server = await startSandboxServer({ manifest: sandbox.manifest })
try {
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`)
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
    return (await response.json()) as Record<string, unknown[]>
  }
  const post = async (path: string, body: unknown) => {
    const { status, json } = await postJson({ url: `${server.url}${path}`, body, retryUnavailable: true })
    if (status !== 200) throw new Error(`POST ${path} answered ${status}: ${JSON.stringify(json)}`)
    return json
  }
  examples.chains = await get('/chains')
  const sources = await get('/999/v1/sources')
  examples.sources = { ...sources, sources: sources.sources?.slice(0, shown.sources) }
  const tokens = await get('/999/v1/tokens')
  examples.tokens = { ...tokens, tokens: tokens.tokens?.slice(0, shown.tokens) }
  examples.quoteSell = await post('/999/v1/quote', examples.quoteSellRequest)
  examples.quoteBuy = await post('/999/v1/quote', examples.quoteBuyRequest)
  examples.swap = await post('/999/v1/swap', examples.swapRequest)
  writeFileSync(file, `${JSON.stringify(examples, null, 2)}\n`)
  console.log(`wrote ${file}`)
} finally {
  await server.close()
  await sandbox.stop()
}
