/**
 * The benchmark (`pnpm bench`, `pnpm bench --json`): runs every section in turn, prints one
 * table, and with `--json` one JSON object of all sections' fields on the last line.
 * To add a section: write `sections/<name>.ts` exporting a `BenchSection`, append it below.
 */

import { parseArgs } from 'node:util'
import type { BenchSection } from './BenchSection.js'
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

const { json, only } = readArguments()
const unknown = only?.filter((name) => !sections.some((section) => section.name === name)) ?? []
if (unknown.length > 0) {
  console.error(`bench: no section ${unknown.join(', ')}; the sections: ${sections.map((section) => section.name).join(', ')}.`)
  process.exit(2)
}
const fields: Record<string, unknown> = {}
const lines: string[][] = [['section', 'metric', 'value', 'unit', 'target']]
const started = performance.now()
for (const section of sections) {
  if (only && !only.includes(section.name)) continue
  const sectionStarted = performance.now()
  process.stderr.write(`bench: ${section.name}…\n`)
  try {
    const result = await section.run()
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

/** `--json` and `--only=<section>[,<section>…]`; anything else ends the run with one line. */
function readArguments(): { json: boolean; only: string[] | undefined } {
  try {
    const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, only: { type: 'string' } } })
    return { json: values.json, only: values.only?.split(',') }
  } catch (error) {
    console.error(`bench: ${(error as Error).message}; usage: pnpm bench [--json] [--only=<section>[,<section>…]]`)
    process.exit(2)
  }
}

function format(value: number): string {
  if (Number.isInteger(value)) return String(value)
  return Math.abs(value) >= 100 ? value.toFixed(1) : Math.abs(value) >= 10 ? value.toFixed(2) : value.toPrecision(4)
}
