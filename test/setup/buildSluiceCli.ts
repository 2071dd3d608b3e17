import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = join(import.meta.dirname, '../..')
// The server package's folder: what its modules resolve with `import.meta.resolve` (the quote workers' plugins) resolves the same from here.
const cache = join(root, 'packages/server/node_modules/.cache/sluice-cli')
/** Older bundles than this are removed; a run still using one is long over. */
const keepMs = 24 * 60 * 60 * 1000

/**
 * The `sluice` CLI (packages/server/src/cli.ts) as one esbuild bundle of the workspace's sources, for
 * the tests that start it as a process: node loads it without tsx, whose module hooks cost each
 * process seconds of CPU (2,500 modules, each resolved and loaded through tsx's hook thread). Built
 * once per set of sources, under the server package's node_modules/.cache, keyed by a hash of every workspace package's
 * `src` and `package.json` and of the lockfile, so it is rebuilt when they change. Answers the
 * bundle's entry.
 *
 * It runs the same code as `pnpm sluice`: each workspace module is the same source through the same
 * transpiler (esbuild, as tsx), with its `import.meta.url`, `dirname` and `filename` those of its
 * source file, so the files it reads beside itself (artifacts, vendored JSON, the Anvil guard, the
 * explorer's and the docs' assets) are the same ones. The other packages are not bundled: they are
 * imported from the files node resolves them to from the importing module (esbuild's resolver with
 * node's conditions), so each is the one copy any other importer gets.
 *
 * Each workspace plugin's entry is an entry of the same build, `plugins/<folder>.js`
 * (`bundledEntry`): an outside plugin module a test writes imports a workspace plugin from it
 * and gets the very modules the CLI runs (one copy of core), without running the CLI under tsx.
 * So is each of the README's examples, `examples/<name>.js`: the same code as `pnpm example:<name>`
 * (`node --import tsx examples/<name>.ts`) without tsx's start-up cost.
 */
export async function buildSluiceCli(): Promise<string> {
  const key = hashSources()
  const folder = join(cache, key)
  const entry = join(folder, 'cli.js')
  if (existsSync(entry)) {
    const now = new Date()
    utimesSync(folder, now, now)
  } else {
    // Built aside and renamed into place: a run side by side finds it whole or not at all.
    const building = `${folder}.${process.pid}.tmp`
    rmSync(building, { recursive: true, force: true })
    const { metafile } = await build({
      entryPoints: { cli: join(root, 'packages/server/src/cli.ts'), ...pluginEntries(), ...exampleEntries() },
      outdir: building,
      absWorkingDir: root,
      bundle: true,
      // Commands import their code when they run (runCli.ts): each such import stays a chunk of its own.
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // As node resolves: no `module` condition, no `module` field.
      conditions: [],
      mainFields: ['main'],
      metafile: true,
      logLevel: 'warning',
      plugins: [
        {
          name: 'sluice-workspace',
          setup(builder) {
            builder.onResolve({ filter: /^[^./]/ }, async (args) => {
              if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined
              const resolved = await builder.resolve(args.path, {
                kind: args.kind,
                resolveDir: args.resolveDir,
                importer: args.importer,
                pluginData: 'resolving',
              })
              if (resolved.errors.length > 0 || resolved.external || inWorkspace(resolved.path)) return resolved
              return { path: resolved.path, external: true }
            })
            builder.onLoad({ filter: /\.ts$/ }, async (args) => {
              if (!inWorkspace(args.path)) return undefined
              const source = await readFile(args.path, 'utf8')
              const contents = source
                .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
                .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
                .replaceAll('import.meta.filename', JSON.stringify(args.path))
              return { contents, loader: 'ts' }
            })
          },
        },
      ],
    })
    const unhashed = Object.keys(metafile.inputs).filter((input) => inWorkspace(join(root, input)) && !hashedFile(input))
    if (unhashed.length > 0) throw new Error(`buildSluiceCli: the CLI imports files its cache key does not cover: ${unhashed.join(', ')}`)
    try {
      renameSync(building, folder)
    } catch (error) {
      // Another run built the same sources first.
      if (!existsSync(entry)) throw error
      rmSync(building, { recursive: true, force: true })
    }
  }
  for (const name of readdirSync(cache)) {
    const path = join(cache, name)
    if (name !== key && Date.now() - statSync(path).mtimeMs > keepMs) rmSync(path, { recursive: true, force: true })
  }
  return entry
}

/** Each workspace plugin's entry (`plugins/<folder>/src/index.ts`), by its name in the bundle (`plugins/<folder>`). */
function pluginEntries(): Record<string, string> {
  const folders = readdirSync(join(root, 'plugins')).filter((name) => existsSync(join(root, 'plugins', name, 'src', 'index.ts')))
  return Object.fromEntries(folders.map((name) => [`plugins/${name}`, join(root, 'plugins', name, 'src', 'index.ts')]))
}

/** The examples (`examples/<name>.ts`), by their names in the bundle (`examples/<name>`). */
function exampleEntries(): Record<string, string> {
  return Object.fromEntries(exampleFiles().map((file) => [file.replace(/\.ts$/, ''), join(root, file)]))
}

/** The examples' sources (relative to the root): examples/*.ts, beside their package.json. */
function exampleFiles(): string[] {
  return readdirSync(join(root, 'examples'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join('examples', name))
}

/** The workspace packages' folders that the CLI may import (relative to the root). */
function packageFolders(): string[] {
  const folders = ['packages', 'plugins'].flatMap((parent) => readdirSync(join(root, parent)).map((name) => join(parent, name))).concat('sandbox')
  return folders.filter((folder) => existsSync(join(root, folder, 'package.json')))
}

/** Whether a file (relative to the root) is one `hashSources` reads: a package's `package.json` or under its `src`, or an example. */
function hashedFile(path: string): boolean {
  return packageFolders().some((folder) => path === join(folder, 'package.json') || path.startsWith(join(folder, 'src') + sep)) || exampleFiles().includes(path)
}

function hashSources(): string {
  const hash = createHash('sha256')
  const files = [join(root, 'pnpm-lock.yaml'), import.meta.filename, ...exampleFiles().map((file) => join(root, file))]
  for (const folder of packageFolders()) {
    files.push(join(root, folder, 'package.json'))
    const src = join(root, folder, 'src')
    if (!existsSync(src)) continue
    for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) if (entry.isFile()) files.push(join(entry.parentPath, entry.name))
  }
  for (const file of files.sort()) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex').slice(0, 16)
}

/** A file of the workspace's own (not an installed package's). */
function inWorkspace(path: string): boolean {
  return path.startsWith(root + sep) && !path.includes(`${sep}node_modules${sep}`)
}
