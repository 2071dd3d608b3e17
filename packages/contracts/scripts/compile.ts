import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileContracts } from '../src/compile/compileContracts.js'
import { contractDirs } from './contractDirs.js'

// Sluice's contracts and every plugin's executor, each into its own `generated/` directory; with
// arguments, only those named: `sluice` (this package's own) or a plugin's folder (`uniswap-v3`).
const only = process.argv.slice(2)
const dirs = contractDirs().filter(({ owner }) => only.length === 0 || only.includes(owner))
if (dirs.length === 0) {
  console.error(
    `Nothing to compile for ${only.join(', ')}: name \`sluice\` or a plugin folder with contracts/ (${[...new Set(contractDirs().map(({ owner }) => owner))].join(', ')}).`,
  )
  process.exit(1)
}
for (const { sourceDir, outDir, settings } of dirs) {
  const files = compileContracts({ sourceDir, settings })
  mkdirSync(outDir, { recursive: true })
  // Stale files go; subdirectories (a plugin's vendored sources' output) are theirs to manage.
  for (const entry of readdirSync(outDir, { withFileTypes: true }))
    if (entry.isFile() && !(entry.name in files) && !entry.name.endsWith('.test.ts')) rmSync(join(outDir, entry.name))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text)
  console.log(`Wrote ${Object.keys(files).length} files to ${outDir}`)
}
