/** What a `sluice` command reads and writes besides its arguments (`runCli`): the process's own, or a caller's. */
export type CliContext = {
  /** The environment (e.g. `SLUICE_DEPLOYER_PRIVATE_KEY`). */
  env: NodeJS.ProcessEnv
  /** Standard output. */
  stdout: (text: string) => void
  /** Standard error. */
  stderr: (text: string) => void
  /** The exit code a command that finished asks for (e.g. `config check` with errors: 1). */
  exitCode: number
}
