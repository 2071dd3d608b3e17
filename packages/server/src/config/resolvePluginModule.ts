import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { InvalidConfigError } from '@sluice/core'
import { resolve } from 'import-meta-resolve'

export type ResolvePluginModuleParameters = {
  /** A package name (`@acme/sluice-plugin`) or a path (`./local/my-plugin.js`). */
  specifier: string
  /** The folder it is resolved from: the config file's that lists it, or the working folder for `--plugin`. */
  from: string
}

/**
 * The URL of a plugin module, resolved as Node resolves an `import` written in a file of `from`:
 * a relative path from that folder, a package name from its `node_modules`. The URL loads the same
 * module from anywhere (the quote workers load it too). A module that cannot be found fails start-up.
 */
export function resolvePluginModule({ specifier, from }: ResolvePluginModuleParameters): string {
  let url: string
  try {
    url = resolve(specifier, pathToFileURL(`${from}/`).href)
  } catch (cause) {
    throw new InvalidConfigError(`Cannot find plugin module "${specifier}" from ${from}.`, {
      cause,
      details: cause instanceof Error ? cause.message : undefined,
    })
  }
  // A path is resolved without looking at the disk: look.
  if (url.startsWith('file:') && !existsSync(fileURLToPath(url))) throw new InvalidConfigError(`Cannot find plugin module "${specifier}" from ${from}.`)
  return url
}
