import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileContracts } from './compileContracts.js'
import { contractDirs } from './contractDirs.js'

// Sluice's contracts and every plugin's executor, each into its own `generated/` directory.
for (const { sourceDir, outDir } of contractDirs()) {
  const files = compileContracts({ sourceDir })
  mkdirSync(outDir, { recursive: true })
  for (const name of readdirSync(outDir)) if (!(name in files) && !name.endsWith('.test.ts')) rmSync(join(outDir, name))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text)
  console.log(`Wrote ${Object.keys(files).length} files to ${outDir}`)
}
