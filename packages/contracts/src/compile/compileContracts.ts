import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'

export type CompileContractsParameters = {
  /** Directory holding the `.sol` sources (searched recursively); a relative path is from the working directory (`process.cwd()`). */
  sourceDir: string
  /**
   * Where `import "@sluice/contracts/..."` resolves: this package's `src/solidity/`, so that a
   * plugin's executor uses the shared `SwapSteps` and interfaces. Default: that directory. Other
   * imports resolve from the packages installed beside `sourceDir`, through their `exports` (a
   * library's Solidity bases, such as `@sluice/concentrated-liquidity/contracts/...`, or a pinned
   * `@openzeppelin/contracts` that vendored sources import).
   */
  sluiceSolidityDir?: string | undefined
  /**
   * solc settings that replace Sluice's (`evmVersion`, `viaIR`, `optimizer`): a DEX's official
   * sources vendored by a plugin are compiled with the settings their project uses, and solc's
   * warnings on that code are the project's, not ours.
   */
  settings?: CompileSettings | undefined
}

export type CompileSettings = {
  evmVersion: string
  /** Absent for compilers older than 0.8.13, which do not know the key. */
  viaIR?: boolean | undefined
  optimizer: { enabled: boolean; runs: number }
  /** The upstream project's import remappings (`prefix=target`, target relative to `sourceDir`). */
  remappings?: string[] | undefined
  /**
   * The solc-js package to compile with, resolved beside `sourceDir`, when the upstream sources
   * pin another solc than ours (e.g. `solc-0.7.6`, a dev dependency alias of `solc@0.7.6`).
   */
  compiler?: string | undefined
}

/** Generated files by name (relative to the output directory), each with its full text. */
export type CompileContractsReturnType = Record<string, string>

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>
}

/** This package's folder: the one holding its package.json, from its sources or from its build. */
function packageDir(): string {
  let dir = import.meta.dirname
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir)
  return dir
}

/** Sluice's own Solidity (router, swap logic, libraries, interfaces), as this package ships it. */
export const sluiceSolidityDir = join(packageDir(), 'src', 'solidity')

type Solc = { compile(input: string, options: { import: (path: string) => { contents: string } | { error: string } }): string; version(): string }

/**
 * solc-js, loaded when first used: an optional peer dependency (pinned, as the committed artifacts
 * were built with it), so importing this module costs nothing to those who only read ABIs.
 */
function loadSolc(): Solc {
  try {
    return createRequire(import.meta.url)('solc') as Solc
  } catch (cause) {
    throw new Error('Compiling needs solc-js: install the solc version @sluice/contracts names as its peer (npm install solc@0.8.37).', { cause })
  }
}

/** The solc-js package a vendored source names (`settings.compiler`), installed beside it. */
function loadVendorSolc(name: string, sourceDir: string): Solc {
  try {
    return createRequire(join(sourceDir, 'package.json'))(name) as Solc
  } catch (cause) {
    throw new Error(`Compiling ${sourceDir} needs the solc-js package ${name} installed beside it (its solc.json names it).`, { cause })
  }
}
const SLUICE_IMPORT_PREFIX = '@sluice/contracts/'

/** Every `.sol` file under `dir`, as sorted paths relative to `root`. */
function listSources(dir: string, root: string = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listSources(join(dir, entry.name), root) : entry.name.endsWith('.sol') ? [relative(root, join(dir, entry.name))] : [],
    )
    .sort()
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/**
 * Compiles every Solidity source of a directory with the pinned solc-js and returns the
 * generated files: per deployable contract a JSON artifact and a TypeScript module exporting
 * `<name>Abi` (`as const`) and `<name>Bytecode`. Deterministic: same sources, same bytes.
 * Used for this package's contracts and for each plugin's `contracts/` (its executor), in this
 * repository (`pnpm contracts:build`) and outside it (`@sluice/contracts/compile`): a plugin's
 * executor imports `@sluice/contracts/...`, which resolves to the Solidity this package ships.
 */
export function compileContracts({
  sourceDir: givenSourceDir,
  sluiceSolidityDir: sluiceDir = sluiceSolidityDir,
  settings,
}: CompileContractsParameters): CompileContractsReturnType {
  // Imports resolve beside it (`createRequire`, which takes absolute paths only).
  const sourceDir = resolve(givenSourceDir)
  const sources = Object.fromEntries(listSources(sourceDir).map((path) => [path, { content: readFileSync(join(sourceDir, path), 'utf8') }]))
  const { compiler, ...solcSettings } = settings ?? { evmVersion: 'cancun', viaIR: true, optimizer: { enabled: true, runs: 1_000_000 } }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      ...solcSettings,
      // Compilers before 0.8.18 have no `appendCBOR` (and refuse it); their bytecode ends with the metadata's length only.
      metadata: compiler ? { bytecodeHash: 'none' } : { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  }
  const requireBeside = createRequire(join(sourceDir, 'package.json'))
  const findImports = (path: string) => {
    if (!path.startsWith(SLUICE_IMPORT_PREFIX)) {
      try {
        return { contents: readFileSync(requireBeside.resolve(path), 'utf8') }
      } catch {
        return { error: `File not found: ${path}` }
      }
    }
    const file = join(sluiceDir, path.slice(SLUICE_IMPORT_PREFIX.length))
    return existsSync(file) ? { contents: readFileSync(file, 'utf8') } : { error: `File not found: ${path}` }
  }
  const solc = compiler ? loadVendorSolc(compiler, sourceDir) : loadSolc()
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  // The EIP-1153 notice is about transient storage as such; ours is ended with each swap (`SwapSteps.end`).
  const warnings = settings ? [] : (output.errors ?? []).filter((e) => e.severity === 'warning' && !e.formattedMessage.includes('EIP-1153'))
  if (warnings.length > 0) throw new Error(`solc warnings (fix them):\n${warnings.map((e) => e.formattedMessage).join('\n')}`)

  const files: CompileContractsReturnType = {}
  for (const [sourceName, contracts] of Object.entries(output.contracts).sort(([a], [b]) => a.localeCompare(b))) {
    // Only the directory's own contracts: not the shared libraries or packages it imports.
    if (!(sourceName in sources)) continue
    for (const [contractName, contract] of Object.entries(contracts).sort(([a], [b]) => a.localeCompare(b))) {
      // Deployable contracts only: not interfaces, abstract contracts or internal-only libraries.
      const bytecode = `0x${contract.evm.bytecode.object}`
      if (bytecode === '0x' || !contract.abi.some((item) => ['function', 'constructor'].includes((item as { type: string }).type))) continue
      const artifact = {
        contractName,
        sourceName,
        compiler: `solc ${solc.version()}`,
        abi: contract.abi,
        bytecode,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      }
      files[`${contractName}.json`] = `${JSON.stringify(artifact, null, 2)}\n`
      const name = lowerFirst(contractName)
      files[`${name}.ts`] =
        `// Generated by \`pnpm contracts:build\` from ${sourceName} (${artifact.compiler}). Do not edit.\n` +
        `export const ${name}Abi = ${JSON.stringify(contract.abi, null, 2)} as const\n\n` +
        `export const ${name}Bytecode = '${bytecode}' as const\n`
    }
  }
  return files
}
