import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'
import { connect } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { AxeResults } from 'axe-core'
import { type Browser, chromium, type Page } from 'playwright-core'
import { formatUnits } from 'viem'
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

/** The token graph as drawn: one edge per pool, with its share of the flow as shown. */
const readGraph = (target: Page) =>
  target.$$eval('.graph .pool-edge', (edges) => edges.map((edge) => ({ pool: edge.getAttribute('data-pool'), share: edge.getAttribute('data-share') })))

/**
 * What the graph must show, from the API's answer alone: its steps, path after path, make each pool
 * one edge (in the order first met); a pool's share is the input of every path through it over the
 * quote's amount in (hundredths of a percent, rounded down). A step continues the path before it
 * when it takes that path's last output.
 */
const expectedEdges = (quote: Quote) => {
  const paths: Step[][] = []
  for (const step of quote.swaps) {
    const last = paths.at(-1)?.at(-1)
    if (last && last.tokenOut.toLowerCase() === step.tokenIn.toLowerCase() && last.amountOut === step.amountIn) paths.at(-1)!.push(step)
    else paths.push([step])
  }
  const flows = new Map<string, bigint>()
  for (const path of paths) for (const step of path) flows.set(step.poolAddress, (flows.get(step.poolAddress) ?? 0n) + BigInt(path[0]!.amountIn))
  return [...flows].map(([pool, flow]) => ({ pool, share: `${(Number((flow * 10_000n) / BigInt(quote.amountIn)) / 100).toFixed(2)}%` }))
}

const expectGraphOf = async (target: Page, quote: Quote) => {
  const graph = await readGraph(target)
  expect(graph).toEqual(expectedEdges(quote))
  expect(new Set(graph.map((edge) => edge.pool)).size).toBe(graph.length) // each pool once
  expect(new Set(graph.map((edge) => edge.pool))).toEqual(new Set(quote.swaps.map((step) => step.poolAddress)))
  return graph
}

/** Nothing is wider than the viewport: no horizontal scrolling of the page. */
const expectNoOverflow = async (target: Page) =>
  expect(await target.evaluate<number>('document.documentElement.scrollWidth - innerWidth')).toBeLessThanOrEqual(0)

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG's relative luminance of an sRGB colour given as [r, g, b] in 0-255. */
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((part) => (part / 255 <= 0.03928 ? part / 255 / 12.92 : ((part / 255 + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/**
 * Contrast in both themes: axe-core's `color-contrast` rule (text at 4.5:1, large text 3:1), run in
 * the page (evaluated through the driver, so the page's script policy is kept), and the borders of
 * every input and select against the page at 3:1 (WCAG 1.4.11, which axe does not check).
 */
const expectContrast = async (target: Page) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await target.emulateMedia({ colorScheme })
    await target.evaluate(axeSource)
    const results = await target.evaluate<AxeResults>("axe.run(document, { runOnly: ['color-contrast'] })")
    expect(
      results.violations.flatMap((violation) => violation.nodes.map((node) => `${colorScheme}: ${node.target.join(' ')}: ${node.failureSummary}`)),
    ).toEqual([])
    // Each field's border and the page's background, as [r, g, b].
    const colors = await target.evaluate<{ field: string; border: number[]; page: number[] }[]>(`(() => {
      const rgb = (color) => color.match(/[0-9.]+/g).slice(0, 3).map(Number)
      const page = rgb(getComputedStyle(document.body).backgroundColor)
      return [...document.querySelectorAll('input:not([type=radio]), select')].map((field) => ({ field: field.id, border: rgb(getComputedStyle(field).borderTopColor), page }))
    })()`)
    expect(colors.length).toBeGreaterThan(0)
    for (const { field, border, page } of colors) {
      const [lighter, darker] = [luminance(border), luminance(page)].sort((a, b) => b - a) as [number, number]
      expect((lighter + 0.05) / (darker + 0.05), `${colorScheme}: border of #${field}`).toBeGreaterThanOrEqual(3)
    }
  }
  await target.emulateMedia({ colorScheme: null })
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
  await expectGraphOf(page, swap.quote)
  // In human units, with dollar values (HYPE and USDT0 have USD prices in the fixture world) and the rate both ways.
  expect(await page.locator('[data-fact="in"]').textContent()).toMatch(/^250 HYPE \(\$[0-9,]+(\.[0-9]{2})?\)$/)
  expect(await page.locator('[data-fact="out"]').textContent()).toMatch(/^[0-9,]+(\.[0-9]+)? USDT0 \(\$[0-9,]+(\.[0-9]{2})?\)$/)
  expect(await page.locator('[data-fact="rate"]').textContent()).toMatch(/^1 HYPE = [0-9,.]+ USDT01 USDT0 = 0\.[0-9]+ HYPE$/)
  expect(await page.locator('[data-fact="gas"]').textContent()).toMatch(/^0\.[0-9]+ HYPE \(\$[0-9.]+\)$/)
  // The new quote is announced in the live region.
  await waitFor({
    what: 'the quote in the live region',
    probe: async () => ((await page.locator('[aria-live][data-live="quote"]').textContent()) ?? '').includes('250 HYPE for '),
    timeoutMs: 10_000,
  })
  await expectContrast(page)
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
  expect(await page.locator('.execution').textContent()).not.toMatch(/wei|e\+/)
  await page.screenshot({ path: join(artifacts, 'executed.png'), fullPage: true })
})

test('a shared URL reproduces the quote at phone width (and the time to the first quote is printed)', async () => {
  const usde = tokenOf(999, 'USDe')
  const ubtc = tokenOf(999, 'UBTC')
  const shared = await browser.newPage({ viewport: { width: 390, height: 844 } }) // a phone
  // The quote stream (`GET /999/v1/quote/stream`, Server-Sent Events) as a stand-in that pushes one
  // quote when the test says so: another real answer of the API, for twice the amount. The endpoint
  // itself is built apart; the explorer must work with it and without it (404).
  const { json: pushed } = await post<Quote>('/999/v1/quote', { tokenIn: usde, tokenOut: ubtc, amountOut: '2000000', slippage: 0.01 })
  let push: () => void = () => {}
  const pushedNow = new Promise<void>((resolve) => {
    push = resolve
  })
  const streamed: string[] = []
  await shared.route(/\/999\/v1\/quote\/stream\?/, async (route) => {
    streamed.push(route.request().url())
    await pushedNow
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      body: `retry: 600000\n\n: ping\n\nevent: quote\ndata: ${JSON.stringify(pushed)}\n\n`,
    })
  })
  try {
    await shared.goto(`${cli.url}/explorer?chain=999&in=${usde}&out=${ubtc}&amount=0.01&side=buy&slippage=0.01`)
    await shared.locator('.graph .pool-edge').first().waitFor()
    await shared.locator('[data-fact="gas"]', { hasText: 'HYPE' }).waitFor()
    const firstQuoteMs = await shared.evaluate(() => performance.getEntriesByName('sluice:first-quote')[0]!.startTime)
    // Printed, not asserted: eight engineers share this machine's two cores.
    console.log(`explorer: first quote ${Math.round(firstQuoteMs)} ms after navigation, phone 390×844 (target < 1,000 ms)`)
    // The result is above the fold: amounts, rate and impact within the first screen.
    const summary = (await shared.locator('.summary').boundingBox())!
    expect(summary.y + summary.height).toBeLessThanOrEqual(844)
    const { json: quote } = await post<Quote>('/999/v1/quote', { tokenIn: usde, tokenOut: ubtc, amountOut: '1000000', slippage: 0.01 })
    expectDiagramOf(await readDiagram(shared), quote)
    await expectGraphOf(shared, quote)
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
    await expectNoOverflow(shared)
    await shared.screenshot({ path: join(artifacts, 'shared-phone.png'), fullPage: true })
    // The order's stream was opened with the same terms as /quote; a pushed quote is drawn and announced.
    await waitFor({ what: 'the quote stream to be opened', probe: () => streamed.length > 0, timeoutMs: 10_000 })
    expect(Object.fromEntries(new URL(streamed[0]!).searchParams)).toEqual({ tokenIn: usde, tokenOut: ubtc, amountOut: '1000000', slippage: '0.01' })
    push()
    await waitFor({
      what: 'the pushed quote on the page',
      probe: async () => (await shared.locator('[data-fact="out"]').getAttribute('title')) === `${pushed.amountOut} wei`,
      timeoutMs: 10_000,
    })
    await expectGraphOf(shared, pushed)
    expect(await shared.locator('[aria-live][data-live="quote"]').textContent()).toContain(
      `for ${await shared.locator('[data-fact="out"] strong').textContent()}`,
    )
  } finally {
    await shared.close()
  }
})

test('amounts are typed in tokens: `1,000` is converted, a bad one is marked on its field in the tokens’ terms, the API judges the rest', async () => {
  const usdt = tokenOf(999, 'USDT0')
  await page.goto(`${cli.url}/explorer?chain=999&in=${usdt}&out=${native}&amount=1,000&side=sell`)
  await page.locator('[data-fact="gas"]', { hasText: 'HYPE' }).waitFor() // the account's swap too: the form is free again
  expect(await page.locator('[data-fact="in"]').getAttribute('title')).toBe('1000000000 wei')
  const field = page.getByLabel('Amount to sell')
  const cases = [
    ['1.5.0', '“1.5.0” is not an amount of USDT0: type one such as 1,000 or 0.5.'],
    ['0.1234567', 'USDT0 has 6 decimals: at most 6 digits after the point.'],
    ['0', 'Type an amount above 0 USDT0.'],
  ] as const
  for (const [typed, message] of cases) {
    await field.fill(typed)
    await field.press('Enter') // the keyboard submits the form
    await page.locator('#amount-error').waitFor()
    expect(await page.locator('#amount-error').textContent()).toBe(message)
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await field.getAttribute('aria-describedby')).toBe('amount-error')
    expect(await page.locator('.answer').count()).toBe(0) // nothing was sent
  }
  await page.screenshot({ path: join(artifacts, 'bad-amount.png'), fullPage: true })
  // What reads as an amount goes to the API, the one judge of the rest: its own message is shown.
  await field.fill('0.5')
  expect(await field.getAttribute('aria-invalid')).toBe('false')
  await page.getByLabel('Slippage').fill('2')
  await field.press('Enter')
  const { status, json } = await post<{ error: string; message: string }>('/999/v1/quote', { tokenIn: usdt, tokenOut: native, amountIn: '500000', slippage: 2 })
  expect(status).toBe(400)
  const alert = page.getByRole('alert')
  await waitFor({
    what: "the API's message",
    probe: async () => (await alert.textContent().catch(() => '')) === `${json.error}: ${json.message}`,
    timeoutMs: 10_000,
  })
})

test('a high-impact route is a map with each pool once, its impact flagged, and executing above 5 % asks first (desktop; then at phone width)', async () => {
  const ubtc = tokenOf(999, 'UBTC')
  const purr = tokenOf(999, 'PURR')
  const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  desktop.on('pageerror', (error) => {
    throw error
  })
  try {
    await desktop.goto(`${cli.url}/explorer?chain=999&in=${ubtc}&out=${purr}&amount=1&side=sell`)
    await desktop.locator('.graph .pool-edge').first().waitFor()
    const firstQuoteMs = await desktop.evaluate(() => performance.getEntriesByName('sluice:first-quote')[0]!.startTime)
    console.log(`explorer: first quote ${Math.round(firstQuoteMs)} ms after navigation, desktop 1440×900 (target < 1,000 ms)`)
    await desktop.getByRole('button', { name: 'Execute on the sandbox' }).waitFor()
    const { json: quote } = await post<Quote & { priceImpactPct: number }>('/999/v1/quote', {
      tokenIn: ubtc,
      tokenOut: purr,
      amountIn: '100000000',
      slippage: 0.005,
    })
    expect(quote.priceImpactPct).toBeGreaterThan(5) // one pool is the bottleneck in the fixture world
    const graph = await expectGraphOf(desktop, quote)
    expect(graph.length).toBeLessThan(quote.swaps.length) // pools repeated along the paths are drawn once
    const impact = desktop.locator('[data-fact="price-impact"]')
    expect(await impact.getAttribute('data-level')).toBe('danger')
    expect(await impact.textContent()).toBe(`Price impact ${quote.priceImpactPct.toFixed(4)}% · very high`)
    // Executing asks first, in dollars; cancelling sends nothing.
    await desktop.getByRole('button', { name: 'Execute on the sandbox' }).click()
    const dialog = desktop.getByRole('alertdialog')
    expect(await dialog.textContent()).toMatch(
      new RegExp(
        `^Price impact ${quote.priceImpactPct.toFixed(2)}%, above 5%: you would give \\$100,000 for \\$[0-9,]+, about \\$[0-9,]+ lost\\. Execute anyway\\?`,
      ),
    )
    expect(await desktop.evaluate<string>('document.activeElement.textContent')).toBe('Cancel')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await desktop.locator('[data-verdict]').count()).toBe(0)
    await desktop.getByRole('button', { name: 'Execute on the sandbox' }).click()
    await desktop.getByRole('button', { name: 'Execute anyway' }).click()
    await desktop.locator('[data-verdict]').waitFor({ timeout: 30_000 })
    await desktop.screenshot({ path: join(artifacts, 'high-impact.png'), fullPage: true })
    await expectContrast(desktop)
    // The same page at phone width, after the execution: nothing wider than the phone.
    await desktop.setViewportSize({ width: 390, height: 844 })
    await expectNoOverflow(desktop)
    await desktop.screenshot({ path: join(artifacts, 'high-impact-phone.png'), fullPage: true })
  } finally {
    await desktop.close()
  }
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
  // Human units: amounts in USDT0 with dollars, gas with its unit, no wei and no exponent.
  const cells = await page.$$eval('[data-aggregator] td', (tds) => tds.map((td) => td.textContent ?? ''))
  for (const amount of cells.filter((_, index) => index % 5 === 1)) expect(amount).toMatch(/^[0-9,]+(\.[0-9]+)? USDT0 \(\$[0-9,]+(\.[0-9]{2})?\)$/)
  for (const gas of cells.filter((_, index) => index % 5 === 4)) expect(gas).toMatch(/^([0-9]{1,3}(,[0-9]{3})* gas|—)$/)
  expect(await view.textContent()).not.toMatch(/wei|e\+/)
  await page.screenshot({ path: join(artifacts, 'competition.png'), fullPage: true })
  // At phone width: the table scrolls inside its box, the page does not.
  await page.setViewportSize({ width: 390, height: 844 })
  try {
    await expectNoOverflow(page)
    expect(await page.locator('.competition .table-box').evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
    await page.screenshot({ path: join(artifacts, 'competition-phone.png'), fullPage: true })
  } finally {
    await page.setViewportSize({ width: 1200, height: 900 })
  }
})

test('a bridge view quotes a cross-chain order and follows the deposit on the sandbox until it is filled', async () => {
  const usdt0 = tokenOf(999, 'USDT0')
  const usdt = tokenOf(1868, 'USDT')
  const account = chainOf(999).accounts[0]!.address
  await page.goto(`${cli.url}/explorer?view=bridge&chain=999&to=1868&in=${usdt0}&out=${usdt}&amount=1000&slippage=0.005`)
  const received = page.locator('[data-fact="xchain-out"]')
  await received.waitFor()
  // A shared link's answer is above the form, in view.
  const box = (await received.boundingBox())!
  expect(box.y + box.height).toBeLessThanOrEqual(900)
  const { json: bridgeQuote } = await post<{ quote: { amountOut: string; bridge: { totalFee: string } } }>('/v1/quote', {
    userAddress: account,
    originChainId: 999,
    destinationChainId: 1868,
    tokenIn: usdt0,
    tokenOut: usdt,
    amountIn: '1000000000',
    slippage: 0.005,
  })
  expect(await received.getAttribute('title')).toBe(`${bridgeQuote.quote.amountOut} wei`)
  expect(await received.textContent()).toBe(`${formatUnits(BigInt(bridgeQuote.quote.amountOut), 6)} USDT`)
  // Human units: the fee in the origin token as the page names it, the steps' amounts in tokens.
  expect(await page.locator('[data-fact="xchain-fee"]').textContent()).toBe(`${formatUnits(BigInt(bridgeQuote.quote.bridge.totalFee), 6)} USDT0`)
  const steps = (await page.locator('.steps').textContent()) ?? ''
  expect(steps).toContain('1,000 USDT0')
  expect(steps).not.toMatch(/wei|e\+/)
  await page.screenshot({ path: join(artifacts, 'bridge-quote.png'), fullPage: true })
  await page.getByRole('button', { name: 'Bridge on the sandbox' }).click()
  await page.locator('[data-xchain-status="filled"]').waitFor({ timeout: 60_000 })
  // At phone width, after the fill (its hash shortened): nothing wider than the phone.
  await page.setViewportSize({ width: 390, height: 844 })
  try {
    await expectNoOverflow(page)
    await page.screenshot({ path: join(artifacts, 'bridge-filled-phone.png'), fullPage: true })
  } finally {
    await page.setViewportSize({ width: 1200, height: 900 })
  }
})
