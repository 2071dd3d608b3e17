import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileContracts } from './compileContracts.js'

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(packageDir, 'src', 'generated')

const files = compileContracts({ sourceDir: join(packageDir, 'src', 'solidity') })
mkdirSync(outDir, { recursive: true })
for (const name of readdirSync(outDir)) if (!(name in files) && !name.endsWith('.test.ts')) rmSync(join(outDir, name))
for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text)
console.log(`Wrote ${Object.keys(files).length} files to ${outDir}`)
