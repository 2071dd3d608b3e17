/** The sandbox package, when installed (it is an optional dependency: Anvil ships for Linux x64 only). */
export async function loadSandbox(): Promise<typeof import('@sluice/sandbox') | undefined> {
  try {
    return await import('@sluice/sandbox')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined
    throw error
  }
}
