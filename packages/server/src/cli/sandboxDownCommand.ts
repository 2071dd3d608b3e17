export type SandboxDownCommandParameters = {
  /** The environment the CLI was started in (`process.env`): a package manager's script sets `npm_lifecycle_event` and `npm_config_user_agent`. */
  env: Readonly<Record<string, string | undefined>>
}

/**
 * The command that stops a sandbox, as the user started this one: through a package script
 * (`pnpm sandbox up` in this repository: `pnpm sandbox down`; `npm run sandbox up`: `npm run sandbox down`),
 * through `npx` (`npx sluice sandbox down`), or else the installed bin (`sluice sandbox down`).
 */
export function sandboxDownCommand({ env }: SandboxDownCommandParameters): string {
  const agent = env.npm_config_user_agent?.split('/')[0]
  const script = env.npm_lifecycle_event
  if (script === 'sandbox' && agent !== undefined) return agent === 'npm' ? 'npm run sandbox down' : `${agent} sandbox down`
  if (env.npm_command === 'exec' || script === 'npx') return 'npx sluice sandbox down'
  return 'sluice sandbox down'
}
