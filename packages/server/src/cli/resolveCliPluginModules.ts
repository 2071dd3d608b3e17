import { loadProjectConfig } from '../config/loadProjectConfig.js'
import { resolvePluginModule } from '../config/resolvePluginModule.js'

export type ResolveCliPluginModulesParameters = {
  /** `--project`: the project config file; absent, `sluice.project.json` in `cwd` if there. */
  project?: string | undefined
  /** `--plugin`, repeatable: package names or paths, resolved from `cwd`. */
  plugins?: readonly string[] | undefined
  cwd: string
}

/**
 * The plugin modules `sluice start` and `sluice sandbox up` add to the default plugins, as URLs:
 * the project config file's (resolved from its folder), then the `--plugin` flags' (from `cwd`).
 */
export function resolveCliPluginModules({ project, plugins = [], cwd }: ResolveCliPluginModulesParameters): string[] {
  return [...loadProjectConfig({ path: project, cwd }).plugins, ...plugins.map((specifier) => resolvePluginModule({ specifier, from: cwd }))]
}
