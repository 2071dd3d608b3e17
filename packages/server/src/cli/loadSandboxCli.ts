/**
 * The light part of the sandbox the CLI needs up front (`@sluice/sandbox/cli`: its chains' ports and
 * fork variables, the default manifest path, the manifest file); absent when the optional sandbox
 * package is not installed.
 */
export async function loadSandboxCli(): Promise<typeof import('@sluice/sandbox/cli') | undefined> {
  try {
    return await import('@sluice/sandbox/cli')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined
    throw error
  }
}
