import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join } from 'node:path'

export type ExplorerAsset = { body: string; contentType: string }

export type LoadExplorerAssetsReturnType = { built: true; page: string; files: ReadonlyMap<string, ExplorerAsset> } | { built: false; reason: string }

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/**
 * The route explorer's built files (`@sluice/explorer`'s `dist/`, written by `vite build`): the
 * page and its scripts and styles by file name, read once. Not built, or the package not
 * installed (it is a workspace package): `built: false` and why, so the server still starts.
 */
export function loadExplorerAssets(): LoadExplorerAssetsReturnType {
  let directory: string
  try {
    directory = join(dirname(createRequire(import.meta.url).resolve('@sluice/explorer/package.json')), 'dist')
  } catch {
    return { built: false, reason: 'The route explorer (@sluice/explorer, a workspace package) is not installed with this server.' }
  }
  const index = join(directory, 'index.html')
  if (!existsSync(index)) return { built: false, reason: 'The route explorer is not built: run `pnpm --filter @sluice/explorer build` (pnpm install does it).' }
  const assets = join(directory, 'assets')
  const files = new Map<string, ExplorerAsset>()
  for (const file of existsSync(assets) ? readdirSync(assets) : []) {
    const contentType = CONTENT_TYPES[extname(file)]
    if (contentType) files.set(file, { body: readFileSync(join(assets, file), 'utf8'), contentType })
  }
  return { built: true, page: readFileSync(index, 'utf8'), files }
}
