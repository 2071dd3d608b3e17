import { runCli } from '@sluice/server'
import type { RunSluiceCliParameters, RunSluiceCliReturnType } from './runSluiceCli.js'

/**
 * The workspace's `sluice` CLI run to its end in this process, by the entry the binary runs
 * (`runCli`), with the output captured: as `runSluiceCli` without the seconds a Node process spends
 * loading. For runs where the command is under test, not the binary (keep one `runSluiceCli` per
 * command for that). Never throws: answers the exit code and the output.
 */
export async function runSluiceCliInProcess({ args, env = {} }: RunSluiceCliParameters): Promise<RunSluiceCliReturnType> {
  let stdout = ''
  let stderr = ''
  const status = await runCli({
    argv: args,
    env: { ...process.env, ...env },
    stdout: (text) => {
      stdout += text
    },
    stderr: (text) => {
      stderr += text
    },
  })
  return { status, stdout, stderr }
}
