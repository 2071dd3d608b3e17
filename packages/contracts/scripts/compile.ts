import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileContracts } from './compileContracts.js'
import { contractDirs } from './contractDirs.js'

// Sluice's contracts and every plugin's executor, each into its own `generated/` directory.
for (const { sourceDir, outDir, settings } of contractDirs()) {
  const files = compileContracts({ sourceDir, settings })
  mkdirSync(outDir, { recursive: true })
  // Stale files go; subdirectories (a plugin's vendored sources' output) are theirs to manage.
  for (const entry of readdirSync(outDir, { withFileTypes: true }))
    if (entry.isFile() && !(entry.name in files) && !entry.name.endsWith('.test.ts')) rmSync(join(outDir, entry.name))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text)
  console.log(`Wrote ${Object.keys(files).length} files to ${outDir}`)
}
