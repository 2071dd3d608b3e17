import { relative } from 'node:path'
import { parseArgs } from 'node:util'
import { CreatePluginError } from './CreatePluginError.js'
import { createPlugin } from './createPlugin.js'

const usage = `Usage: pnpm create-plugin <kind> [--dir <folder>]   (e.g. pnpm create-plugin my-dex)
  --dir <folder>   a package of its own in <folder> (outside this repository), to publish on its own`

// `pnpm create-plugin <kind>`: one clear line for a bad kind or an existing folder, no stack trace.
try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' }, dir: { type: 'string' } } })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  if (positionals.length !== 1) throw new CreatePluginError('Expected exactly one argument: the plugin kind.', { details: usage })
  const { dir, files } = createPlugin({ kind: positionals[0]!, dir: values.dir })
  const folder = relative(process.cwd(), dir)
  console.log(`Created ${folder}/ (${files.length} files):`)
  for (const file of files) console.log(`  ${file}`)
  if (values.dir !== undefined) {
    console.log(`\nNext, in ${dir}:\n  npm install\n  npm run build     # dist/, what --plugin and a project file load`)
    console.log('  (npm install fails with E404 where the @sluice packages of this version are not on the registry yet:')
    console.log('   install them from tarballs of a Sluice checkout, `pnpm -r pack`; see README.md there.)')
    console.log('  npm test          # the conformance suites\nThen read docs/plugins.md (Publishing a plugin).')
    process.exit(0)
  }
  console.log(`\nNext:\n  pnpm install                       # link @sluice/plugin-${positionals[0]} into the workspace`)
  console.log(`  pnpm vitest run ${folder}      # the conformance suite on the skeleton simulator`)
  console.log(`  pnpm typecheck\nAdd { "path": "./${folder}/tsconfig.build.json" } to the references of the root tsconfig.build.json (pnpm build).`)
  console.log('Then read docs/plugins.md; after editing contracts/, run pnpm contracts:build.')
} catch (error) {
  if (!(error instanceof CreatePluginError) && !(error instanceof TypeError)) throw error
  // parseArgs reports unknown options as a TypeError with a readable message.
  console.error(`create-plugin: ${error.message}`)
  process.exit(1)
}
