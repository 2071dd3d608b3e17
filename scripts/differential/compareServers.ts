/**
 * `pnpm differential --before <url> --after <url> --manifest <sandbox.json>`: asks two Sluice
 * servers the same questions about one sandbox world and prints every answer that differs. It
 * shows that a refactor changed no behaviour: both servers follow the same chains (start them with
 * one config, e.g. written from the manifest with `configFromManifest`, whose `limits.apiPerMinute`
 * and `limits.infoPerMinute` are raised far above the run's 700-odd requests: answers refused for
 * the rate limit prove nothing, and fail the run) and nothing is mined meanwhile.
 *
 * The questions, from the manifest: sell and buy quotes and swaps over every ordered token pair of
 * each chain at two sizes, zaps into every pool of a source with a position manager, a competition
 * with this server's own aggregator, and bad inputs. Answers are compared as JSON, with what must
 * differ between two runs masked: IDs, times, and any 32-byte calldata word that is a Unix time within
 * a day of now (a swap's deadline).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

type ManifestChain = {
  chainId: number
  tokens: { address: string; decimals: number; symbol: string }[]
  accounts: { address: string }[]
  pools: { address: string; sourceId: number; tokens: string[] }[]
  sources: { id: number; config: { positionManager?: string } }[]
}
type Question = { key: string; method: 'GET' | 'POST'; path: string; body?: unknown }
type Answer = { status: number; body: unknown }

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const { values } = parseArgs({
  options: { before: { type: 'string' }, after: { type: 'string' }, manifest: { type: 'string' }, ignore: { type: 'string' } },
})
/** Keys masked besides the volatile ones (`--ignore blockNumber,to`): when each server follows a sandbox of its own, e.g. one with a changed router. */
const ignored = new Set((values.ignore ?? '').split(',').filter(Boolean))
if (!values.before || !values.after || !values.manifest) {
  console.error('usage: pnpm differential --before <url> --after <url> --manifest <sandbox manifest> [--ignore <key,…>]')
  process.exit(2)
}
const chains = (JSON.parse(readFileSync(values.manifest, 'utf8')) as { chains: ManifestChain[] }).chains

function questionsOf(chain: ManifestChain): Question[] {
  const user = chain.accounts[0]!.address
  const tokens = [{ address: NATIVE, decimals: 18, symbol: 'native' }, ...chain.tokens]
  const questions: Question[] = []
  for (const tokenIn of tokens)
    for (const tokenOut of tokens) {
      if (tokenIn === tokenOut) continue
      for (const units of [1n, 1000n]) {
        const order = { tokenIn: tokenIn.address, tokenOut: tokenOut.address }
        const name = `${chain.chainId} ${tokenIn.symbol}->${tokenOut.symbol} ${units}`
        const amountIn = (units * 10n ** BigInt(tokenIn.decimals)).toString()
        const amountOut = (units * 10n ** BigInt(tokenOut.decimals)).toString()
        questions.push({ key: `quote sell ${name}`, method: 'POST', path: `/${chain.chainId}/v1/quote`, body: { ...order, amountIn } })
        questions.push({ key: `quote buy ${name}`, method: 'POST', path: `/${chain.chainId}/v1/quote`, body: { ...order, amountOut } })
        questions.push({ key: `swap sell ${name}`, method: 'POST', path: `/${chain.chainId}/v1/swap`, body: { ...order, amountIn, userAddress: user } })
      }
    }
  for (const pool of chain.pools) {
    const positionManager = chain.sources.find((source) => source.id === pool.sourceId)?.config.positionManager
    if (!positionManager) continue
    const amountIn = (10n ** BigInt(chain.tokens.find((token) => token.address === pool.tokens[0])?.decimals ?? 18)).toString()
    const body = { userAddress: user, tokenIn: pool.tokens[0], amountIn, poolAddress: pool.address, positionManager, tickLower: -6000, tickUpper: 6000 }
    questions.push({ key: `zap ${chain.chainId} ${pool.address}`, method: 'POST', path: `/${chain.chainId}/v1/zap`, body })
  }
  const bad: [string, object][] = [
    ['zero amount', { tokenIn: NATIVE, tokenOut: chain.tokens[0]!.address, amountIn: '0' }],
    ['both amounts', { tokenIn: NATIVE, tokenOut: chain.tokens[0]!.address, amountIn: '1', amountOut: '1' }],
    ['unknown token', { tokenIn: NATIVE, tokenOut: '0x000000000000000000000000000000000000dEaD', amountIn: '1000' }],
    ['huge amount', { tokenIn: NATIVE, tokenOut: chain.tokens[0]!.address, amountIn: (10n ** 40n).toString() }],
  ]
  for (const [name, body] of bad) questions.push({ key: `bad quote ${chain.chainId} ${name}`, method: 'POST', path: `/${chain.chainId}/v1/quote`, body })
  questions.push({ key: `sources ${chain.chainId}`, method: 'GET', path: `/${chain.chainId}/v1/sources` })
  return questions
}

async function ask(base: string, question: Question): Promise<Answer> {
  const body = question.body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(question.body) }
  const response = await fetch(`${base}${question.path}`, { method: question.method, ...body })
  const text = await response.text()
  try {
    return { status: response.status, body: JSON.parse(text) }
  } catch {
    return { status: response.status, body: text }
  }
}

/** A competition with the server's own aggregator: created, quoted, ranked. */
async function compete(base: string, chain: ManifestChain): Promise<Answer[]> {
  const order = {
    chainId: chain.chainId,
    tokenIn: NATIVE,
    tokenOut: chain.tokens[1]!.address,
    amountIn: (10n ** 18n).toString(),
    userAddress: chain.accounts[0]!.address,
    slippage: 0.005,
  }
  const created = await ask(base, { key: '', method: 'POST', path: '/competitions', body: order })
  const id = (created.body as { competitionId?: string }).competitionId
  const quoted = await ask(base, { key: '', method: 'POST', path: `/quotes?aggregator=sluice&competitionId=${id}` })
  const results = await ask(base, { key: '', method: 'GET', path: `/competitions/${id}/results` })
  return [created, quoted, results]
}

const now = BigInt(Math.floor(Date.now() / 1000))
const volatileKey = /(^|[a-z])(Id|At|Ms|Seconds)$|^(id|competitionId|requestId|deadline|timestamp|expiresAt|quoteDuration)$/

function mask(value: unknown): unknown {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{72,}$/.test(value)) {
    const words = value.slice(10).match(/.{64}/g) ?? []
    const masked = words.map((word) => {
      const number = BigInt(`0x${word}`)
      return number > now - 86_400n && number < now + 86_400n ? '<time>' : word
    })
    return `${value.slice(0, 10)}${masked.join('')}${value.slice(10 + words.length * 64)}`
  }
  if (Array.isArray(value)) return value.map(mask)
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, volatileKey.test(key) || ignored.has(key) ? '<volatile>' : mask(inner)]))
  return value
}

/** Where two answers first differ (a JSON path) and the two values there, shortened; undefined when equal. */
function firstDifference(before: unknown, after: unknown, path: string): { path: string; before: string; after: string } | undefined {
  if (JSON.stringify(before) === JSON.stringify(after)) return undefined
  if (before !== null && after !== null && typeof before === 'object' && typeof after === 'object' && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    for (const key of keys) {
      const found = firstDifference((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], `${path}.${key}`)
      if (found) return found
    }
  }
  const show = (value: unknown) => String(JSON.stringify(value)).slice(0, 300)
  return { path, before: show(before), after: show(after) }
}

let asked = 0
const differences: string[] = []
const statuses = new Map<number, number>()
for (const chain of chains) {
  const pairs: [string, Answer, Answer][] = []
  for (const question of questionsOf(chain)) {
    const [before, after] = await Promise.all([ask(values.before, question), ask(values.after, question)])
    pairs.push([question.key, before, after])
  }
  const [before, after] = await Promise.all([compete(values.before, chain), compete(values.after, chain)])
  for (const [index, answer] of before.entries()) pairs.push([`competition ${chain.chainId} step ${index}`, answer, after[index]!])
  for (const [key, before, after] of pairs) {
    asked++
    statuses.set(after.status, (statuses.get(after.status) ?? 0) + 1)
    const found = firstDifference(mask(before), mask(after), '')
    if (found) differences.push(`${key}: at ${found.path || 'the top'}\n  before: ${found.before}\n  after:  ${found.after}`)
  }
}
console.log(`${asked} questions; answers by status (after): ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')}`)
console.log(`${differences.length} differences`)
for (const difference of differences) console.log(difference)
// Two servers that both refuse for their rate limits agree and prove nothing.
const limited = statuses.get(429) ?? 0
if (limited > 0)
  console.log(`${limited} answers were 429: raise both servers' limits (the config's limits.apiPerMinute and limits.infoPerMinute) and run again`)
process.exitCode = differences.length === 0 && limited === 0 ? 0 : 1
