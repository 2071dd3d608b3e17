import { dirname, isAbsolute, relative, resolve } from 'node:path'
import { loadProjectConfig } from '../config/loadProjectConfig.js'
import { resolvePluginModule } from '../config/resolvePluginModule.js'

export type ConfigPluginSpecifiersParameters = {
  /** `--project`: the project config file; absent, `sluice.project.json` in `cwd` if there. */
  project?: string | undefined
  /** `--plugin`, repeatable: package names or paths, from `cwd`. */
  plugins?: readonly string[] | undefined
  cwd: string
  /** The config file the specifiers are written into: they resolve from its folder. */
  configPath: string
}

/**
 * The `plugins` of a config that `sluice config init` writes: the project file's and the
 * `--plugin` flags' modules (as `resolveCliPluginModules` loads them), each as it resolves from
 * the config file's folder: a path made relative to that folder, a package name kept where it
 * resolves there to the same module, else the module's URL.
 */
export function configPluginSpecifiers({ project, plugins = [], cwd, configPath }: ConfigPluginSpecifiersParameters): string[] {
  const folder = dirname(configPath)
  const projectFile = loadProjectConfig({ path: project, cwd })
  const given = [
    ...projectFile.specifiers.map((specifier) => ({ specifier, from: dirname(projectFile.path!) })),
    ...plugins.map((specifier) => ({ specifier, from: cwd })),
  ]
  const written = given.map(({ specifier, from }) => {
    const url = resolvePluginModule({ specifier, from })
    const isPath = specifier.startsWith('.') || isAbsolute(specifier)
    const candidate = isPath ? relativePath(folder, resolve(from, specifier)) : specifier
    try {
      if (resolvePluginModule({ specifier: candidate, from: folder }) === url) return candidate
    } catch {
      // not found from the config's folder: its URL
    }
    return url
  })
  return [...new Set(written)]
}

function relativePath(from: string, to: string): string {
  const path = relative(from, to)
  return path.startsWith('.') ? path : `./${path}`
}
