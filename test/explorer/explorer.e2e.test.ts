import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startFakeServer } from '../server/startFakeServer.js'
import { type StartSluiceCliReturnType, startSluiceCli } from '../support/startSluiceCli.js'
import { waitFor } from '../support/waitFor.js'

// The route explorer in a real browser: Debian's Chromium (`/usr/bin/chromium`, which `.ci/run`
// installs) driven by playwright-core, against `sluice start` on a fresh sandbox. Nothing is
// downloaded. Screenshots of each view go to test-artifacts/explorer/ (ignored by git).

const root = join(import.meta.dirname, '../..')
const artifacts = join(root, 'test-artifacts/explorer')
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

let cli: StartSluiceCliReturnType
let browser: Browser
let page: Page

type Manifest = { chains: { chainId: number; tokens: { symbol: string; address: string }[]; accounts: { address: string }[] }[] }
const chainOf = (chainId: number) => (JSON.parse(readFileSync(cli.manifestPath!, 'utf8')) as Manifest).chains.find((chain) => chain.chainId === chainId)!
const tokenOf = (chainId: number, symbol: string) => chainOf(chainId).tokens.find((token) => token.symbol === symbol)!.address

type Step = { poolAddress: string; tokenIn: string; tokenOut: string; amountIn: string; amountOut: string }
type Quote = { amountIn: string; amountOut: string; swaps: Step[]; bestSinglePathAmount?: string | null }

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  cli = await startSluiceCli({ sandboxPorts: '999=0,1868=0', manifest: true })
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  page = await browser.newPage({ viewport: { width: 1200, height: 900 } })
  // A policy violation or a script error fails the test.
  page.on('pageerror', (error) => {
    throw error
  })
})

afterAll(async () => {
  await browser?.close()
  await cli?.stop()
})

const post = async <answer>(path: string, body: unknown): Promise<{ status: number; json: answer }> => {
  const response = await fetch(`${cli.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as answer }
}

/** The diagram as drawn: each path's share as shown, and its pools (full addresses) and first amount in. */
const readDiagram = (target: Page) =>
  target.$$eval('.route .path', (paths) =>
    paths.map((path) => ({
      share: path.querySelector('.share')?.textContent ?? '',
      pools: [...path.querySelectorAll('[data-pool]')].map((hop) => hop.getAttribute('data-pool') ?? ''),
      shortPools: [...path.querySelectorAll('[data-pool] code')].map((code) => code.textContent ?? ''),
    })),
  )

/**
 * What the diagram must show, from the API's answer alone: every path starts with a step out of the
 * input token, so those steps are the paths' first hops, and each path's share is its first
 * amount over the quote's amount in (in hundredths of a percent, rounded down).
 */
const expectedPaths = (quote: Quote) => {
  const firstHops = quote.swaps.filter((step) => step.tokenIn.toLowerCase() === quote.swaps[0]!.tokenIn.toLowerCase())
  expect(firstHops.reduce((sum, step) => sum + BigInt(step.amountIn), 0n)).toBe(BigInt(quote.amountIn))
  return firstHops.map((step) => ({
    firstPool: step.poolAddress,
    share: `${(Number((BigInt(step.amountIn) * 10_000n) / BigInt(quote.amountIn)) / 100).toFixed(2)}%`,
  }))
}

const expectDiagramOf = (diagram: Awaited<ReturnType<typeof readDiagram>>, quote: Quote) => {
  expect(diagram.flatMap((path) => path.pools)).toEqual(quote.swaps.map((step) => step.poolAddress))
  expect(diagram.map((path) => ({ firstPool: path.pools[0], share: path.share }))).toEqual(expectedPaths(quote))
  for (const path of diagram) for (const [index, pool] of path.pools.entries()) expect(path.shortPools[index]).toBe(`${pool.slice(0, 6)}…${pool.slice(-4)}`)
}

test('the server serves the explorer under a strict policy, and `sluice start` prints its URL', async () => {
  expect(cli.stdout).toContain(`Route explorer: ${cli.url}/explorer`)
  const response = await fetch(`${cli.url}/explorer`)
  expect(response.status).toBe(200)
  const policy = response.headers.get('content-security-policy') ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-inline')
  const html = await response.text()
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  expect(html).not.toMatch(/https?:\/\//)
  // The bundle, as the browser downloads it (gzip): the target is under 150 kB.
  const assets = join(root, 'packages/explorer/dist/assets')
  const gzipBytes = readdirSync(assets).reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, gzipSync(html).length)
  console.log(`explorer bundle: ${(gzipBytes / 1024).toFixed(1)} kB gzip (target < 150 kB)`)
  expect(gzipBytes).toBeLessThan(150 * 1024)
})

test('an order picked in the form is drawn as the API routes it, and executes on the sandbox exactly as quoted', async () => {
  const usdt = tokenOf(999, 'USDT0')
  const account = chainOf(999).accounts[0]!.address
  await page.goto(`${cli.url}/explorer`)
  await page.getByLabel('Token in').selectOption(native)
  await page.getByLabel('Token out').selectOption(usdt)
  await page.getByLabel('Amount to sell').fill('250')
  await page.getByRole('button', { name: 'Quote' }).click()
  // The quote is drawn first, then the account's swap (its gas cost) follows.
  await page.locator('[data-fact="gas"]', { hasText: 'HYPE' }).waitFor()

  // The API's answer for the same request, from the same account.
  const { json: swap } = await post<{ quote: Quote }>('/999/v1/swap', {
    tokenIn: native,
    tokenOut: usdt,
    amountIn: '250000000000000000000',
    slippage: 0.005,
    userAddress: account,
  })
  const diagram = await readDiagram(page)
  expectDiagramOf(diagram, swap.quote)
  expect(diagram.length).toBeGreaterThan(1) // 250 HYPE splits in the fixture world
  // Beside it, the split's gain over the best single path of the same answer (never a loss).
  const single = BigInt(swap.quote.bestSinglePathAmount!)
  expect(single).toBeLessThanOrEqual(BigInt(swap.quote.amountOut))
  const gain = (Number(((BigInt(swap.quote.amountOut) - single) * 1_000_000n) / single) / 10_000).toFixed(4)
  expect(await page.locator('[data-fact="single-path-gain"]').textContent()).toBe(`+${gain}% vs best single path`)
  expect(new URL(page.url()).search).toContain(`amount=250`)
  await page.screenshot({ path: join(artifacts, 'route.png'), fullPage: true })

  await page.getByRole('button', { name: 'Execute on the sandbox' }).click()
  const verdict = page.locator('[data-verdict]')
  await verdict.waitFor({ timeout: 30_000 })
  expect(await verdict.textContent()).toBe('Executed exactly as quoted.')
  await page.screenshot({ path: join(artifacts, 'executed.png'), fullPage: true })
})

test('a shared URL reproduces the quote at phone width (and the time to the first quote is printed)', async () => {
  const usde = tokenOf(999, 'USDe')
  const ubtc = tokenOf(999, 'UBTC')
  const shared = await browser.newPage({ viewport: { width: 390, height: 844 } }) // a phone
  try {
    await shared.goto(`${cli.url}/explorer?chain=999&in=${usde}&out=${ubtc}&amount=0.01&side=buy&slippage=0.01`)
    await shared.locator('.route .path').first().waitFor()
    await shared.locator('[data-fact="gas"]', { hasText: 'HYPE' }).waitFor()
    const firstQuoteMs = await shared.evaluate(() => performance.getEntriesByName('sluice:first-quote')[0]!.startTime)
    // Printed, not asserted: eight engineers share this machine's two cores.
    console.log(`explorer: first quote ${Math.round(firstQuoteMs)} ms after navigation (target < 1,000 ms)`)
    const { json: quote } = await post<Quote>('/999/v1/quote', { tokenIn: usde, tokenOut: ubtc, amountOut: '1000000', slippage: 0.01 })
    expectDiagramOf(await readDiagram(shared), quote)
    expect(await shared.getByLabel('Amount to buy').inputValue()).toBe('0.01')
    expect(await shared.locator('.route .end strong').last().getAttribute('title')).toBe(`${quote.amountOut} wei`)
    // Buying: the gain is the input saved against the best single path ("single path" when the route is one).
    const single = BigInt(quote.bestSinglePathAmount!)
    expect(single).toBeGreaterThanOrEqual(BigInt(quote.amountIn))
    expect(await shared.locator('[data-fact="single-path-gain"]').textContent()).toBe(
      (await readDiagram(shared)).length === 1
        ? 'single path'
        : `+${(Number(((single - BigInt(quote.amountIn)) * 1_000_000n) / single) / 10_000).toFixed(4)}% vs best single path`,
    )
    // Nothing is wider than the phone.
    expect(await shared.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390)
    await shared.screenshot({ path: join(artifacts, 'shared-phone.png'), fullPage: true })
  } finally {
    await shared.close()
  }
})

test('a bad amount shows the API error message', async () => {
  const usdt = tokenOf(999, 'USDT0')
  await page.goto(`${cli.url}/explorer?chain=999&in=${native}&out=${usdt}&amount=0&side=sell`)
  const alert = page.getByRole('alert')
  await alert.waitFor()
  const { status, json } = await post<{ error: string; message: string }>('/999/v1/quote', { tokenIn: native, tokenOut: usdt, amountIn: '0', slippage: 0.005 })
  expect(status).toBe(400)
  expect(await alert.textContent()).toBe(`${json.error}: ${json.message}`)
  // Not a decimal amount: sent as typed, and the API's own message is shown.
  const typo = await post<{ error: string; message: string }>('/999/v1/quote', { tokenIn: native, tokenOut: usdt, amountIn: '1.5.0', slippage: 0.005 })
  expect(typo.status).toBe(400)
  await page.getByLabel('Amount to sell').fill('1.5.0')
  await page.getByLabel('Amount to sell').press('Enter') // the keyboard submits the form
  const shown = `${typo.json.error}: ${typo.json.message}`
  await waitFor({ what: "the API's message for 1.5.0", probe: async () => (await alert.textContent()) === shown, timeoutMs: 10_000 })
  await page.screenshot({ path: join(artifacts, 'bad-amount.png'), fullPage: true })
})

test('the sandbox node is reachable only as the explorer needs it, with errors in the API shape', async () => {
  const funded = chainOf(999).accounts[0]!.address
  const rpc = (body: unknown) => post<{ error?: string; message?: string; result?: unknown }>('/explorer/sandbox/999/rpc', body)
  const sandbox = (await (await fetch(`${cli.url}/explorer/sandbox`)).json()) as { chains: { chainId: number; accounts: string[] }[] }
  expect(sandbox.chains[0]!.accounts).toContain(funded)
  expect(JSON.stringify(sandbox)).not.toMatch(/privateKey|rpcUrl|127\.0\.0\.1/)
  expect((await rpc({ method: 'eth_blockNumber', params: [] })).json.result).toMatch(/^0x[0-9a-f]+$/)
  // Another sender, a method the explorer does not need, a malformed body, a call the node refuses.
  const stranger = await rpc({ method: 'eth_sendTransaction', params: [{ from: `0x${'12'.repeat(20)}`, to: funded, data: '0x', value: '0x1' }] })
  expect(stranger).toMatchObject({ status: 400, json: { error: 'INVALID_PARAMETERS' } })
  expect(stranger.json.message).toContain('funded accounts')
  expect(await rpc({ method: 'anvil_setBalance', params: [funded, '0x1'] })).toMatchObject({ status: 400, json: { error: 'INVALID_PARAMETERS' } })
  const text = await fetch(`${cli.url}/explorer/sandbox/999/rpc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"method":' })
  expect(text.status).toBe(400)
  const refused = await rpc({ method: 'eth_sendTransaction', params: [{ from: funded, to: funded, data: '0x', value: '0x1', gas: '0x1' }] })
  expect(refused).toMatchObject({ status: 400, json: { error: 'INVALID_PARAMETERS', message: 'The sandbox node refused eth_sendTransaction.' } })
  // A chain this server does not serve.
  expect((await fetch(`${cli.url}/explorer/sandbox/10/rpc`, { method: 'POST', body: '{"method":"eth_blockNumber","params":[]}' })).status).toBe(400)
})

/** A raw POST to the sandbox RPC with the headers a browser or a rebinding name would send (fetch cannot set `Host`). */
function rawPost(headers: Record<string, string>, body: string) {
  const { hostname, port } = new URL(cli.url)
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: hostname, port: Number(port), method: 'POST', path: '/explorer/sandbox/999/rpc', headers }, (response) => {
      let text = ''
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

test('no other page and no other name can drive the sandbox RPC: text/plain, a foreign Origin or Host move nothing', async () => {
  const funded = chainOf(999).accounts[0]!.address
  const victim = `0x${'5a'.repeat(20)}`
  const own = new URL(cli.url).host
  const balance = async () => {
    const answer = await post<{ result: string }>('/explorer/sandbox/999/rpc', { method: 'eth_getBalance', params: [victim, 'latest'] })
    return BigInt(answer.json.result)
  }
  const before = await balance()
  // 5 HYPE from a funded account, as another site's `fetch(…, { mode: 'no-cors' })` sends it.
  const send = JSON.stringify({ method: 'eth_sendTransaction', params: [{ from: funded, to: victim, data: '0x', value: '0x4563918244f40000' }] })
  const attempts = [
    { status: 403, headers: { host: own, origin: 'http://attacker.example', 'content-type': 'text/plain;charset=UTF-8' } },
    { status: 415, headers: { host: own, 'content-type': 'text/plain;charset=UTF-8' } },
    { status: 403, headers: { host: own, origin: 'http://attacker.example', 'content-type': 'application/json' } },
    { status: 403, headers: { host: own, origin: 'null', 'content-type': 'application/json' } },
    // DNS rebinding: a name of the attacker's that resolves to this machine.
    { status: 403, headers: { host: `rebind.attacker.example:${new URL(cli.url).port}`, 'content-type': 'application/json' } },
    { status: 403, headers: { host: `localhost:${Number(new URL(cli.url).port) + 1}`, 'content-type': 'application/json' } },
  ]
  for (const attempt of attempts) {
    const answer = await rawPost(attempt.headers, send)
    expect(answer.status, JSON.stringify(attempt.headers)).toBe(attempt.status)
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'INVALID_PARAMETERS' })
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
  }
  // The preflight a cross-origin JSON request needs is never granted.
  const { hostname, port } = new URL(cli.url)
  const preflight = await new Promise<IncomingMessage>((resolve, reject) =>
    httpRequest(
      {
        host: hostname,
        port: Number(port),
        method: 'OPTIONS',
        path: '/explorer/sandbox/999/rpc',
        headers: { origin: 'http://attacker.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      },
      (response) => {
        response.resume()
        resolve(response)
      },
    )
      .on('error', reject)
      .end(),
  )
  expect(preflight.statusCode).toBe(404)
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  expect(await balance()).toBe(before)
  // The page's own requests still go through: same Host, same Origin, JSON.
  const sent = await rawPost({ host: own, origin: cli.url, 'content-type': 'application/json' }, send)
  expect(sent.status).toBe(200)
  const hash = (JSON.parse(sent.body) as { result: string }).result
  await waitFor({
    what: 'the receipt of the page’s own transfer',
    probe: async () =>
      (await post<{ result: unknown }>('/explorer/sandbox/999/rpc', { method: 'eth_getTransactionReceipt', params: [hash] })).json.result !== null,
  })
  expect(await balance()).toBe(before + 5n * 10n ** 18n)
})

test('`pnpm start` on the sandbox listens on 127.0.0.1 only, and says so', async () => {
  expect(new URL(cli.url).hostname).toBe('127.0.0.1')
  expect(cli.stdout).toContain('Bound to 127.0.0.1: this machine only')
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)
  if (!outside) return
  // This machine's network address does not reach the server.
  const refused = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: outside.address, port: Number(new URL(cli.url).port) })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
  expect(refused).toBe(true)
})

test('on real chains the explorer offers no execution: no sandbox endpoints', async () => {
  const server = await startFakeServer()
  try {
    expect((await fetch(`${server.url}/explorer`)).status).toBe(200)
    for (const [method, path] of [
      ['GET', '/explorer/sandbox'],
      ['POST', '/explorer/sandbox/999/rpc'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, { method, body: method === 'POST' ? '{"method":"eth_blockNumber","params":[]}' : null })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: 'INVALID_PARAMETERS' })
    }
  } finally {
    await server.close()
  }
})

test("a competition view runs every aggregator and shows the server's ranking of the proven quotes", async () => {
  const usdt = tokenOf(999, 'USDT0')
  await page.goto(`${cli.url}/explorer?chain=999&in=${native}&out=${usdt}&amount=10&view=competition`)
  const view = page.locator('[data-competition]')
  await view.waitFor()
  const competitionId = (await view.getAttribute('data-competition'))!
  const results = (await (await fetch(`${cli.url}/competitions/${competitionId}/results`)).json()) as { quotes: { aggregator: string; amountOut: string }[] }
  const rows = await page.$$eval('[data-aggregator]', (cells) =>
    cells.map((row) => ({ aggregator: row.getAttribute('data-aggregator'), amountOut: row.getAttribute('data-amount-out') })),
  )
  expect(rows).toEqual(results.quotes.map(({ aggregator, amountOut }) => ({ aggregator, amountOut })))
  expect(rows.map((row) => row.aggregator)).toContain('sluice')
  expect(await page.getByRole('button', { name: 'Competition of aggregators' }).getAttribute('aria-pressed')).toBe('true')
  await page.screenshot({ path: join(artifacts, 'competition.png'), fullPage: true })
})

test('a bridge view quotes a cross-chain order and follows the deposit on the sandbox until it is filled', async () => {
  const usdt0 = tokenOf(999, 'USDT0')
  const usdt = tokenOf(1868, 'USDT')
  const account = chainOf(999).accounts[0]!.address
  await page.goto(`${cli.url}/explorer?view=bridge&chain=999&to=1868&in=${usdt0}&out=${usdt}&amount=1000&slippage=0.005`)
  const received = page.locator('[data-fact="xchain-out"]')
  await received.waitFor()
  const { json: bridgeQuote } = await post<{ quote: { amountOut: string } }>('/v1/quote', {
    userAddress: account,
    originChainId: 999,
    destinationChainId: 1868,
    tokenIn: usdt0,
    tokenOut: usdt,
    amountIn: '1000000000',
    slippage: 0.005,
  })
  expect(await received.getAttribute('title')).toBe(`${bridgeQuote.quote.amountOut} wei`)
  expect(await received.textContent()).toMatch(/ USDT$/)
  await page.screenshot({ path: join(artifacts, 'bridge-quote.png'), fullPage: true })
  await page.getByRole('button', { name: 'Bridge on the sandbox' }).click()
  await page.locator('[data-xchain-status="filled"]').waitFor({ timeout: 60_000 })
  await page.screenshot({ path: join(artifacts, 'bridge-filled.png'), fullPage: true })
})
