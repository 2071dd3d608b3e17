import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import ts from 'typescript'

// `pnpm build` (the root's solution, tsconfig.build.json) and each package's own `build`
// (its tsconfig.build.json): `tsc -b`, which builds the config's project and the projects it
// references, in dependency order, each once, each reading its dependencies' built `.d.ts`.
// `tsc -b` trusts its build state (`.tsbuildinfo`, kept under each package's node_modules/.cache/
// so that it is never packed nor committed) and does not look at the outputs: a project whose
// `dist/` is gone would count as built. This forgets the state of every such project first.

/** The build states, of the project and every project it references, whose `outDir` is missing. */
function forgetMissingBuilds(config: string, seen = new Set<string>()): string[] {
  if (seen.has(config)) return []
  seen.add(config)
  const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!parsed) throw new Error(`${config}: not a readable tsconfig`)
  const { outDir, tsBuildInfoFile } = parsed.options
  const forgotten = outDir && tsBuildInfoFile && !existsSync(outDir) && existsSync(tsBuildInfoFile) ? [tsBuildInfoFile] : []
  for (const path of forgotten) rmSync(path)
  const references = (parsed.projectReferences ?? []).map((reference) => ts.resolveProjectReferencePath(reference))
  return forgotten.concat(references.flatMap((reference) => forgetMissingBuilds(reference, seen)))
}

const config = resolve(process.argv[2] ?? 'tsconfig.build.json')
for (const path of forgetMissingBuilds(config)) console.log(`${path}: its dist/ is gone, rebuilding`)
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const { status } = spawnSync(process.execPath, [tsc, '-b', config], { stdio: 'inherit' })
process.exit(status ?? 1)
