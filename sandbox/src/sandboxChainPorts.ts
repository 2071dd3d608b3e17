export type SandboxChainPorts = {
  chainId: number
  /** Default port of `sandbox up`. */
  defaultPort: number
  /** Environment variable that gives a fork URL. */
  forkUrlEnv: string
}

/**
 * What the sandbox adds to each known chain it runs: where `sandbox up` listens and where a fork
 * URL comes from. Plain data, so the CLI defines its options without loading the sandbox.
 */
export const sandboxChainPorts: readonly SandboxChainPorts[] = [
  { chainId: 999, defaultPort: 8545, forkUrlEnv: 'SLUICE_FORK_URL_999' },
  { chainId: 1868, defaultPort: 8546, forkUrlEnv: 'SLUICE_FORK_URL_1868' },
]
