/**
 * The benchmark (`pnpm bench`, `pnpm bench --json`): runs every section in turn, each in a process
 * of its own, prints one table, and with `--json` one JSON object of all sections' fields on the
 * last line. A section alone in its process measures what `--only=<section>` measures: what one
 * section leaves behind (its heap, and V8's type feedback from its simulators and graphs) does
 * not weigh on the next (in one process, the synthetic sections made the server's quotes in
 * `http` about a fifth slower). To add a section: write `sections/<name>.ts` exporting a
 * `BenchSection`, append it below.
 */

import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import type { BenchSection, BenchSectionResult } from './BenchSection.js'
import { alphaRouterPeerSection } from './sections/alphaRouterPeer.js'
import { crossChainSection } from './sections/crossChain.js'
import { followingSection } from './sections/following.js'
import { forkStartSection } from './sections/forkStart.js'
import { httpSection } from './sections/http.js'
import { liquidityBookSection } from './sections/liquidityBook.js'
import { logRangesSection } from './sections/logRanges.js'
import { quoteStreamSection } from './sections/quoteStream.js'
import { routerGasSection } from './sections/routerGas.js'
import { scaleOutSection } from './sections/scaleOut.js'
import { solidlyV1Section } from './sections/solidlyV1.js'
import { solverPeerSection } from './sections/solverPeer.js'
import { solverSandboxSection } from './sections/solverSandbox.js'
import { solverScaleSection } from './sections/solverScale.js'
import { solverStableSection } from './sections/solverStable.js'
import { solverSyntheticSection } from './sections/solverSynthetic.js'
import { zapRebalanceSection } from './sections/zapRebalance.js'

const sections: BenchSection[] = [
  solverSyntheticSection,
  solverScaleSection,
  solverStableSection,
  liquidityBookSection,
  solidlyV1Section,
  solverSandboxSection,
  solverPeerSection,
  alphaRouterPeerSection,
  httpSection,
  routerGasSection,
  crossChainSection,
  zapRebalanceSection,
  followingSection,
  logRangesSection,
  forkStartSection,
  quoteStreamSection,
  scaleOutSection,
]

const { json, only, section: alone } = readArguments()
const unknown = [...(only ?? []), ...(alone ? [alone] : [])].filter((name) => !sections.some((section) => section.name === name))
if (unknown.length > 0) {
  console.error(`bench: no section ${unknown.join(', ')}; the sections: ${sections.map((section) => section.name).join(', ')}.`)
  process.exit(2)
}
if (alone) {
  // The child of the run below: one section, its result (or its error's message) as the last line.
  const outcome = await sections
    .find((section) => section.name === alone)!
    .run()
    .catch((error: unknown) => ({ error: String(error instanceof Error ? error.message : error) }))
  console.log(JSON.stringify(outcome))
  process.exit(0)
}
const fields: Record<string, unknown> = {}
const lines: string[][] = [['section', 'metric', 'value', 'unit', 'target']]
const started = performance.now()
for (const section of sections) {
  if (only && !only.includes(section.name)) continue
  const sectionStarted = performance.now()
  process.stderr.write(`bench: ${section.name}…\n`)
  try {
    const result = await runAlone(section.name)
    Object.assign(fields, result.fields)
    for (const row of result.rows)
      lines.push([section.name, row.metric, typeof row.value === 'number' ? format(row.value) : row.value, row.unit ?? '', row.target ?? ''])
  } catch (error) {
    lines.push([section.name, 'error', String(error instanceof Error ? error.message : error).split('\n')[0] ?? '', '', ''])
    fields[`${section.name}Error`] = String(error)
  }
  process.stderr.write(`bench: ${section.name} done in ${((performance.now() - sectionStarted) / 1000).toFixed(1)} s\n`)
}
fields.benchSeconds = Number(((performance.now() - started) / 1000).toFixed(1))
const widths = lines[0]!.map((_, c) => Math.max(...lines.map((line) => line[c]!.length)))
for (const line of lines)
  console.log(
    line
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd(),
  )
if (json) console.log(JSON.stringify(fields))

/**
 * `section` in a process of its own (this script with `--section`, the same Node options), its
 * progress on this one's stderr; its result, or its error.
 */
async function runAlone(section: string): Promise<BenchSectionResult> {
  const script = fileURLToPath(import.meta.url)
  const child = promisify(execFile)(process.execPath, [...process.execArgv, script, `--section=${section}`], { maxBuffer: 64 << 20 })
  child.child.stderr?.pipe(process.stderr)
  const { stdout } = await child
  const outcome = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as BenchSectionResult | { error: string }
  if ('error' in outcome) throw new Error(outcome.error)
  return outcome
}

/** `--json` and `--only=<section>[,<section>…]` (`--section=<section>`: the child of one section); anything else ends the run with one line. */
function readArguments(): { json: boolean; only: string[] | undefined; section: string | undefined } {
  try {
    const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, only: { type: 'string' }, section: { type: 'string' } } })
    return { json: values.json, only: values.only?.split(','), section: values.section }
  } catch (error) {
    console.error(`bench: ${(error as Error).message}; usage: pnpm bench [--json] [--only=<section>[,<section>…]]`)
    process.exit(2)
  }
}

function format(value: number): string {
  if (Number.isInteger(value)) return String(value)
  return Math.abs(value) >= 100 ? value.toFixed(1) : Math.abs(value) >= 10 ? value.toFixed(2) : value.toPrecision(4)
}
