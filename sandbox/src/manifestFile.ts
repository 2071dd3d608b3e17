import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { SandboxManifest } from './SandboxManifest.js'

/** Where `sandbox up` writes its manifest unless told otherwise. */
export const defaultManifestPath = () => join(process.cwd(), '.sluice', 'sandbox.json')

export async function writeManifest({ path, manifest }: { path: string; manifest: SandboxManifest }): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temp = `${path}.${process.pid}.tmp`
  await writeFile(temp, `${JSON.stringify(manifest, null, 2)}\n`)
  await rename(temp, path)
}

/** The manifest at `path`, or undefined when there is none. */
export async function readManifest({ path }: { path: string }): Promise<SandboxManifest | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as SandboxManifest
  } catch {
    return undefined
  }
}

export async function removeManifest({ path }: { path: string }): Promise<void> {
  await rm(path, { force: true })
}

/** Whether the process that wrote a manifest is still running (an exited, unreaped one is not). */
export function isOwnerAlive(manifest: SandboxManifest): boolean {
  try {
    process.kill(manifest.pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  try {
    // `/proc/<pid>/stat`: "pid (name) state ..."; Z is a zombie
    return !/\) Z /.test(readFileSync(`/proc/${manifest.pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}
