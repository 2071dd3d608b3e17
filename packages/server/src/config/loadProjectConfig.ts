import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { InvalidConfigError } from '@sluice/core'
import { projectConfigFileName } from './projectConfigFileName.js'
import { projectConfigSchema } from './projectConfigSchema.js'
import { resolvePluginModule } from './resolvePluginModule.js'

export type LoadProjectConfigParameters = {
  /** The file named by `--project`: it must exist. Absent: `sluice.project.json` in `cwd`, if there. */
  path?: string | undefined
  cwd: string
}

export type LoadProjectConfigReturnType = {
  /** The file read, if any. */
  path: string | undefined
  /** URLs of its plugin modules, resolved from its folder. */
  plugins: string[]
  /** Its plugin modules as written (package names, or paths from its folder). */
  specifiers: string[]
}

/** Reads and checks the project config file; without one, no extra plugins. */
export function loadProjectConfig({ path, cwd }: LoadProjectConfigParameters): LoadProjectConfigReturnType {
  const file = path === undefined ? resolve(cwd, projectConfigFileName) : resolve(cwd, path)
  if (path === undefined && !existsSync(file)) return { path: undefined, plugins: [], specifiers: [] }
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (cause) {
    throw new InvalidConfigError(`Cannot read project config file ${file}.`, { cause, details: cause instanceof Error ? cause.message : undefined })
  }
  const result = projectConfigSchema.safeParse(json)
  if (!result.success) throw new InvalidConfigError(`Project config file ${file} is invalid.`, { details: result.error.message })
  return {
    path: file,
    plugins: result.data.plugins.map((specifier) => resolvePluginModule({ specifier, from: dirname(file) })),
    specifiers: result.data.plugins,
  }
}
