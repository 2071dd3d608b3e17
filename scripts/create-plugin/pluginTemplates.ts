export type PluginTemplatesParameters = {
  /** The DEX type, already checked: lower-case words joined by `-`, e.g. `my-dex`. */
  kind: string
  /**
   * A package of its own, outside this repository: the version ranges its package.json names for
   * the Sluice packages and its own build and test tools. Absent: a workspace package of `plugins/`.
   */
  standalone?: PluginTemplatesStandalone | undefined
}

/** Version ranges of a standalone plugin's dependencies. */
export type PluginTemplatesStandalone = { sluice: string; typescript: string; vitest: string; typesNode: string }

/** Generated files by path relative to the plugin folder, each with its full text. */
export type PluginTemplatesReturnType = Record<string, string>

/** `my-dex` → `MyDex`. */
const pascal = (kind: string) =>
  kind
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')

/** The Uniswap V2 core release whose pair bytecode the skeleton's sandbox part deploys. */
const uniswapV2Core = '1.0.1'

/** A package of `plugins/`: built and tested with the workspace's tools. */
const workspaceManifest = ({ kind, Name }: { kind: string; Name: string }) => ({
  name: `@sluice/plugin-${kind}`,
  version: '0.1.0',
  description: `${Name} source plugin for Sluice.`,
  type: 'module',
  license: 'MIT',
  engines: { node: '>=20.19' },
  exports: { '.': './src/index.ts' },
  files: ['dist', 'src'],
  publishConfig: { exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } } },
  // Built on `prepack`: a packed package's exports point to dist/.
  scripts: { build: 'node --import tsx ../../scripts/buildPackages.ts', prepack: 'pnpm run build' },
  dependencies: { '@uniswap/v2-core': uniswapV2Core, viem: '^2.57.20', zod: '^4.6.7' },
  // One copy of core, the host's (the server's or the sandbox's): a peer, not a dependency.
  peerDependencies: { '@sluice/core': 'workspace:^' },
  devDependencies: { '@sluice/core': 'workspace:^', '@sluice/sandbox': 'workspace:^' },
})

/** A package of its own: it builds to dist/ with its own TypeScript and runs its tests with its own vitest. */
const standaloneManifest = ({ kind, Name, standalone }: { kind: string; Name: string; standalone: PluginTemplatesStandalone }) => ({
  name: `sluice-plugin-${kind}`,
  version: '0.1.0',
  description: `${Name} source plugin for Sluice.`,
  type: 'module',
  license: 'MIT',
  engines: { node: '>=20.19' },
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
  files: ['dist', 'src', 'contracts'],
  // Built on `prepack`: `npm pack` and a publish ship dist/.
  scripts: { build: 'tsc -p tsconfig.build.json', prepack: 'npm run build', test: 'vitest run' },
  dependencies: { '@uniswap/v2-core': uniswapV2Core, viem: '^2.57.20', zod: '^4.6.7' },
  // One copy of core, the host's (the server's or the sandbox's): a peer, not a dependency.
  peerDependencies: { '@sluice/core': standalone.sluice },
  devDependencies: {
    '@sluice/core': standalone.sluice,
    '@sluice/sandbox': standalone.sluice,
    '@types/node': standalone.typesNode,
    typescript: standalone.typescript,
    vitest: standalone.vitest,
  },
})

/** The workspace's compiler options (tsconfig.base.json), written out for a package outside it. */
const standaloneCompilerOptions = {
  target: 'ES2022',
  lib: ['ES2023'],
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  strict: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  exactOptionalPropertyTypes: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  isolatedModules: true,
  verbatimModuleSyntax: true,
  declaration: true,
  types: ['node'],
}

/**
 * The files of a new plugin folder: a small but complete constant-product DEX type (config
 * schema, simulator, adapter, step encoder, executor, plugin object) that typechecks and passes
 * core's simulator conformance suite, for the author to reshape into their DEX's own.
 */
export function pluginTemplates({ kind, standalone }: PluginTemplatesParameters): PluginTemplatesReturnType {
  const Name = pascal(kind)
  const name = Name.charAt(0).toLowerCase() + Name.slice(1)
  const KIND = `${kind.toUpperCase().replaceAll('-', '_')}_KIND`
  return {
    'package.json': `${JSON.stringify(standalone ? standaloneManifest({ kind, Name, standalone }) : workspaceManifest({ kind, Name }), null, 2)}\n`,

    'tsconfig.build.json': standalone
      ? `${JSON.stringify({ compilerOptions: { ...standaloneCompilerOptions, rootDir: 'src', outDir: 'dist' }, include: ['src/**/*.ts'], exclude: ['src/**/*.test.ts'] }, null, 2)}\n`
      : `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": {
    "rootDir": "src",
    "outDir": "dist",
    "composite": true,
    // Outside dist/ and src/: never packed, never committed (node_modules/ is git-ignored).
    "tsBuildInfoFile": "node_modules/.cache/tsbuildinfo/build.tsbuildinfo"
  },
  "include": ["src/**/*.ts"],
  "exclude": ["src/**/*.test.ts"],
  // The workspace packages it depends on (dependencies, peerDependencies), read from their built .d.ts: test/repo/buildReferences.test.ts.
  "references": [{ "path": "../../packages/core/tsconfig.build.json" }]
}
`,

    ...(standalone
      ? {
          // Starting the sandbox takes longer than vitest's default hook timeout.
          'vitest.config.js': 'export default { test: { testTimeout: 120_000, hookTimeout: 300_000 } }\n',
        }
      : {}),

    'README.md': `# ${standalone ? `sluice-plugin-${kind}` : `@sluice/plugin-${kind}`}

The \`${kind}\` DEX type for Sluice, created by \`pnpm create-plugin ${kind}${standalone ? ' --dir <folder>' : ''}\`.

It starts as a minimal constant-product pool type (\`getReserves\`, \`swap\`, a \`Sync\` event) so
that every part is present and works; replace each part with your DEX's own, keeping the tests
green. The author guide is \`docs/plugins.md\` of the Sluice repository.

| file | what to make of it |
|---|---|
| \`src/${name}ConfigSchema.ts\` | the source entry's \`config\`: your deployment's addresses, fees, ... |
| \`src/create${Name}Simulator.ts\` | your pool math, bigint, equal to the contract's to the wei |
| \`src/create${Name}Adapter.ts\` | pool discovery, state tracking (Multicall3), which logs change state |
| \`src/encode${Name}Step.ts\` | the bytes your executor decodes for one step |
| \`contracts/${Name}Executor.sol\` | the executor the router runs for a step |
| \`src/${name}SandboxPart.ts\` | how the sandbox deploys your DEX, and your pools in its world (\`world\`) |
| \`src/${name}Plugin.ts\` | the \`SourcePlugin\` object |
| \`src/sluicePlugins.ts\` | what \`sluice start --plugin\` and a project file's \`plugins\` load |

The sandbox part deploys Uniswap V2's official pair and factory bytecode (\`@uniswap/v2-core\`
from npm): the skeleton's pool type reads and swaps like a V2 pair, so its pools are real
contracts from the first run. Deploy your own DEX's official bytecode there instead.

\`\`\`sh
${
  standalone
    ? `npm install                                    # see below if @sluice/* are not on the registry yet
npm run build                                  # tsc: src/ to dist/
npm test                                       # the conformance suites (the source one on a sandbox chain)
# after editing contracts/: compile with @sluice/contracts/compile (see the guide)
# load it: sluice sandbox up --plugin ./dist/index.js, or name it in sluice.project.json
npm pack                                       # a tarball, built first (prepack), to install elsewhere with npm`
    : `pnpm install                                   # link the new package into the workspace
pnpm contracts:build ${kind}                       # after editing contracts/
pnpm vitest run plugins/${kind}                 # the conformance suites`
}
\`\`\`
${
  standalone
    ? `
Where the \`@sluice/*\` packages at this version are not on the npm registry (an unreleased
Sluice), \`npm install\` fails with \`E404\` on them. Install them from tarballs instead: in a
Sluice checkout, \`pnpm -r pack --pack-destination <folder>\` packs every published package (each
builds on \`prepack\`); then, here, \`npm install --save-dev <folder>/sluice-core-*.tgz
<folder>/sluice-contracts-*.tgz <folder>/sluice-sandbox-*.tgz\` (and any other \`@sluice/*\` they name),
and \`npm install\` for the rest.
`
    : ''
}`,

    [`contracts/${Name}Executor.sol`]: `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IExecutor} from "@sluice/contracts/interfaces/IExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SwapSteps} from "@sluice/contracts/libraries/SwapSteps.sol";

interface I${Name}Pool {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

/// @title ${Name}Executor
/// @notice Runs one step on a ${kind} pool, by DELEGATECALL from the router. The skeleton treats
/// the pool as a constant-product pair: it computes the amounts from the pool's reserves with the
/// same formulas as the simulator, pays the input to the pool, then calls \`swap\`.
/// Step data (see encode${Name}Step): abi.encodePacked(address pool, address tokenIn, bool zeroForOne, uint24 feePpm).
/// \`onlyDelegateCall\`: called directly, an executor would act on its own (empty) balance, or on
/// tokens sent to it by mistake; only the router's DELEGATECALL may run it.
contract ${Name}Executor is IExecutor, DelegateCallOnly {
    error InsufficientLiquidity();
    error ZeroAmount();

    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external payable
        onlyDelegateCall
        returns (uint256 amountIn, uint256 amountOut)
    {
        address pool = address(bytes20(data[0:20]));
        address tokenIn = address(bytes20(data[20:40]));
        bool zeroForOne = data[40] != 0;
        uint256 feeFactor = 1_000_000 - uint24(bytes3(data[41:44]));
        (uint256 reserve0, uint256 reserve1,) = I${Name}Pool(pool).getReserves();
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        if (exactOut) {
            amountOut = amount;
            if (amountOut >= reserveOut) revert InsufficientLiquidity();
            amountIn = reserveIn * amountOut * 1_000_000 / ((reserveOut - amountOut) * feeFactor) + 1;
        } else {
            amountIn = amount;
            amountOut = amountIn * feeFactor * reserveOut / (reserveIn * 1_000_000 + amountIn * feeFactor);
        }
        if (amountOut == 0) revert ZeroAmount();
        SwapSteps.pay(tokenIn, amountIn, pool, payContext);
        (uint256 amount0Out, uint256 amount1Out) = zeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
        I${Name}Pool(pool).swap(amount0Out, amount1Out, recipient, "");
    }
}
`,

    [`src/${name}ConfigSchema.ts`]: `import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Expected an address.')
  .transform((value) => getAddress(value))

/**
 * A ${kind} source's \`config\` (the part of a source entry only this plugin reads). The skeleton
 * lists its pools; a real DEX type usually names a factory and discovers them.
 */
export const ${name}ConfigSchema = z.object({
  pools: z.array(z.object({ address, token0: address, token1: address })).min(1),
  /** The factory that created the pools, where the sandbox part deployed one; the adapter does not read it. */
  factory: address.optional(),
  /** Swap fee in millionths (3000 = 0.3%). */
  fee: z.int().min(0).max(999_999).default(3000),
})

export type ${Name}PluginConfig = z.output<typeof ${name}ConfigSchema>
`,

    [`src/${Name}State.ts`]: `/** One pool's state at a block, as \`track\` reads it and the simulator uses it. */
export type ${Name}State = {
  reserve0: bigint
  reserve1: bigint
}
`,

    [`src/create${Name}Simulator.ts`]: `import { InvalidTokenError, type Pool, type PoolState, type Simulator, SimulationError, type SwapResult } from '@sluice/core'
import type { Address } from 'viem'
import type { ${Name}State } from './${Name}State.js'

/** Estimated gas of one swap on this DEX type (route choice only); measure your pool's. */
export const ${KIND.replace('_KIND', '_SWAP_GAS')} = 65_000n

const maxReserve = (1n << 112n) - 1n

export type Create${Name}SimulatorParameters = {
  state: PoolState<${Name}State>
}

export type Create${Name}SimulatorReturnType = Simulator

/**
 * A pure bigint model of one ${kind} pool. The skeleton is a constant-product pair that rounds in
 * the pool's favour, exactly as \`${Name}Executor\` computes; replace it with your DEX's math.
 * Every failure is a \`SimulationError\`, where the contract would revert or give nothing.
 */
export function create${Name}Simulator({ state }: Create${Name}SimulatorParameters): Create${Name}SimulatorReturnType {
  return fromReserves(state.pool, state.data.reserve0, state.data.reserve1)
}

function fromReserves(pool: Pool, initialReserve0: bigint, initialReserve1: bigint): Simulator {
  const reserves = [initialReserve0, initialReserve1]
  const feeFactor = BigInt(1_000_000 - pool.fee)

  /** 0 when \`token\` is token0, 1 when token1. */
  function indexOf(token: Address): number {
    const index = pool.tokens.findIndex((t) => t.toLowerCase() === token.toLowerCase())
    if (index < 0) throw new InvalidTokenError(\`Token \${token} is not in pool \${pool.address}.\`)
    return index
  }

  function checkAmount(amount: bigint): void {
    if (amount <= 0n || amount > maxReserve) throw new SimulationError({ reason: 'AMOUNT_OUT_OF_RANGE' })
  }

  function exactIn(i: number, amountIn: bigint): SwapResult {
    checkAmount(amountIn)
    const [reserveIn, reserveOut] = [reserves[i]!, reserves[1 - i]!]
    if (reserveIn === 0n || reserveOut === 0n) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
    const amountOut = (amountIn * feeFactor * reserveOut) / (reserveIn * 1_000_000n + amountIn * feeFactor)
    if (amountOut === 0n) throw new SimulationError({ reason: 'ZERO_OUTPUT' })
    if (reserveIn + amountIn > maxReserve) throw new SimulationError({ reason: 'OVERFLOW' })
    return { amountIn, amountOut, gas: ${KIND.replace('_KIND', '_SWAP_GAS')} }
  }

  function exactOut(i: number, amountOut: bigint): SwapResult {
    checkAmount(amountOut)
    const [reserveIn, reserveOut] = [reserves[i]!, reserves[1 - i]!]
    if (reserveIn === 0n || amountOut >= reserveOut) throw new SimulationError({ reason: 'INSUFFICIENT_LIQUIDITY' })
    const amountIn = (reserveIn * amountOut * 1_000_000n) / ((reserveOut - amountOut) * feeFactor) + 1n
    if (reserveIn + amountIn > maxReserve) throw new SimulationError({ reason: 'OVERFLOW' })
    return { amountIn, amountOut, gas: ${KIND.replace('_KIND', '_SWAP_GAS')} }
  }

  function apply(i: number, result: SwapResult): SwapResult {
    reserves[i] = reserves[i]! + result.amountIn
    reserves[1 - i] = reserves[1 - i]! - result.amountOut
    return result
  }

  return {
    pool,
    quoteExactIn: ({ tokenIn, amountIn }) => exactIn(indexOf(tokenIn), amountIn),
    swapExactIn: ({ tokenIn, amountIn }) => apply(indexOf(tokenIn), exactIn(indexOf(tokenIn), amountIn)),
    quoteExactOut: ({ tokenOut, amountOut }) => exactOut(1 - indexOf(tokenOut), amountOut),
    swapExactOut: ({ tokenOut, amountOut }) => apply(1 - indexOf(tokenOut), exactOut(1 - indexOf(tokenOut), amountOut)),
    spotPrice(tokenIn) {
      const i = indexOf(tokenIn)
      return reserves[i] === 0n ? 0 : Number(reserves[1 - i]!) / Number(reserves[i]!)
    },
    fee: () => pool.fee,
    clone: () => fromReserves(pool, reserves[0]!, reserves[1]!),
  }
}
`,

    [`src/create${Name}Simulator.test.ts`]: `import { describeSimulatorConformance } from '@sluice/core/conformance'
import { create${Name}Simulator } from './create${Name}Simulator.js'

const pool = {
  id: '0x00000000000000000000000000000000000000A1',
  address: '0x00000000000000000000000000000000000000A1',
  sourceId: 0,
  tokens: ['0x0000000000000000000000000000000000000001', '0x0000000000000000000000000000000000000002'],
  fee: 3000,
} as const

// Core's suite: purity, clones, errors, monotonicity, exact out against exact in. Add a test
// that compares the simulator with your DEX's real contracts in Anvil, to the wei.
describeSimulatorConformance({
  name: '${kind}',
  makeSimulator: () => create${Name}Simulator({ state: { pool, blockNumber: 1n, data: { reserve0: 10n ** 24n, reserve1: 3n * 10n ** 27n } } }),
  makeEmptySimulator: () => create${Name}Simulator({ state: { pool, blockNumber: 1n, data: { reserve0: 0n, reserve1: 0n } } }),
})
`,

    [`src/encode${Name}Step.ts`]: `import { type EncodedStep, type EncodeStepParameters, InvalidParametersError } from '@sluice/core'
import { type Address, encodePacked, isAddressEqual } from 'viem'

export type Encode${Name}StepParameters = EncodeStepParameters & {
  /** Sluice's ${Name}Executor on this chain. */
  executor: Address | undefined
}

export type Encode${Name}StepReturnType = EncodedStep

/** One step for \`${Name}Executor\`: \`abi.encodePacked(pool, tokenIn, zeroForOne, uint24 feePpm)\`. */
export function encode${Name}Step({ step, executor }: Encode${Name}StepParameters): Encode${Name}StepReturnType {
  if (!executor) throw new InvalidParametersError(\`Source \${step.pool.sourceId} has no Sluice executor configured.\`)
  const [token0, token1] = step.pool.tokens
  const zeroForOne = isAddressEqual(step.tokenIn, token0)
  if (!zeroForOne && !isAddressEqual(step.tokenIn, token1)) throw new InvalidParametersError(\`Token \${step.tokenIn} is not in pool \${step.pool.address}.\`)
  return {
    executor,
    data: encodePacked(['address', 'address', 'bool', 'uint24'], [step.pool.address, step.tokenIn, zeroForOne, step.pool.fee]),
  }
}
`,

    [`src/create${Name}Adapter.ts`]: `import type { SourceAdapter, SourceChainContext, SourceEntry } from '@sluice/core'
import { type Address, decodeEventLog, parseAbi, toEventSelector } from 'viem'
import { create${Name}Simulator } from './create${Name}Simulator.js'
import { encode${Name}Step } from './encode${Name}Step.js'
import type { ${Name}State } from './${Name}State.js'
import type { ${Name}PluginConfig } from './${name}ConfigSchema.js'

/** The DEX type this plugin serves (a source entry's \`kind\`). */
export const ${KIND} = '${kind}'

const poolAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
])
const syncTopic = toEventSelector(poolAbi[1])

export type Create${Name}AdapterParameters = {
  source: Omit<SourceEntry, 'config' | 'kind'>
  config: ${Name}PluginConfig
  chain: SourceChainContext
  executor: Address | undefined
}

export type Create${Name}AdapterReturnType = SourceAdapter<${Name}State>

/** The source adapter of one ${kind} deployment. */
export function create${Name}Adapter({ source, config, chain, executor }: Create${Name}AdapterParameters): Create${Name}AdapterReturnType {
  const pools = config.pools.map(({ address, token0, token1 }) => ({ id: address, address, sourceId: source.id, tokens: [token0, token1] as const, fee: config.fee }))
  return {
    id: source.id,
    name: source.name,
    description: source.description,
    kind: ${KIND},
    // The skeleton's pools are listed in its config: the first call finds them all, and a call from
    // its cursor (the store's next ones) finds nothing new.
    discover: async ({ cursor }) => ({ pools: cursor === 'listed' ? [] : pools, cursor: 'listed' }),
    async track({ client, pools, blockNumber }) {
      const reserves = await client.multicall({
        contracts: pools.map((pool) => ({ address: pool.address, abi: poolAbi, functionName: 'getReserves' }) as const),
        multicallAddress: chain.multicall3,
        blockNumber,
        allowFailure: false,
      })
      return pools.map((pool, i) => ({ pool, blockNumber, data: { reserve0: reserves[i]![0], reserve1: reserves[i]![1] } }))
    },
    changesState: (log) => log.topics[0] === syncTopic,
    // The topics of every log this source follows. When every source of a chain declares them, the
    // pool-state store reads each new block's logs in ONE \`eth_getLogs\` filtered by topic; a single
    // source without them turns that into requests by address, in batches, for every pool of the chain.
    logTopics: [syncTopic],
    // New pools found in the logs the store already read (add your factory's creation event to
    // \`logTopics\` and decode it here, as plugins/uniswap-v2 does); without it, every new block runs
    // \`discover\` again. The skeleton's pools are listed in its config, so no log ever adds one.
    discoverFromLogs: ({ cursor }) => ({ pools: [], cursor: cursor ?? 'listed' }),
    // The state after a pool's own logs, when they carry all of it (a \`Sync\` holds both reserves);
    // without it, every pool a block touches is read again with \`track\` (one multicall per block).
    applyLogs({ state, logs, blockNumber }) {
      const last = logs.at(-1)
      if (!last) return undefined
      const { args } = decodeEventLog({ abi: poolAbi, eventName: 'Sync', data: last.data, topics: last.topics })
      return { pool: state.pool, blockNumber, data: { reserve0: args.reserve0, reserve1: args.reserve1 } }
    },
    simulator: (state) => create${Name}Simulator({ state }),
    encode: (parameters) => encode${Name}Step({ ...parameters, executor }),
  }
}
`,

    [`src/create${Name}Adapter.test.ts`]: `import type { Log } from 'viem'
import { encodeAbiParameters, toEventSelector } from 'viem'
import { expect, it } from 'vitest'
import { create${Name}Adapter } from './create${Name}Adapter.js'

const pool = '0x00000000000000000000000000000000000000A1'
const adapter = create${Name}Adapter({
  source: { id: 0, name: '${Name}', description: '', deployBlock: '0' },
  config: { pools: [{ address: pool, token0: '0x0000000000000000000000000000000000000001', token1: '0x0000000000000000000000000000000000000002' }], fee: 3000 },
  chain: { chainId: 1, multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11', wrappedNative: '0x0000000000000000000000000000000000000001' },
  executor: undefined,
})
const sync = (reserve0: bigint, reserve1: bigint) =>
  ({
    address: pool,
    topics: [toEventSelector('Sync(uint112,uint112)')],
    data: encodeAbiParameters([{ type: 'uint112' }, { type: 'uint112' }], [reserve0, reserve1]),
  }) as unknown as Log

// The store applies a block's logs instead of reading the pool again: the last Sync holds both reserves.
// Also compare it with a fresh \`track\` after real swaps in Anvil (core's describeSourceConformance does).
it('applies Sync logs: the state after them is the last one', async () => {
  const [state] = await adapter.discover({ client: undefined as never, toBlock: 1n }).then(({ pools }) => pools.map((p) => ({ pool: p, blockNumber: 1n, data: { reserve0: 1n, reserve1: 1n } })))
  expect(adapter.changesState(sync(5n, 6n))).toBe(true)
  expect(adapter.logTopics).toEqual([toEventSelector('Sync(uint112,uint112)')])
  const next = adapter.applyLogs!({ state: state!, logs: [sync(5n, 6n), sync(7n, 8n)], blockNumber: 2n })
  expect(next).toEqual({ pool: state!.pool, blockNumber: 2n, data: { reserve0: 7n, reserve1: 8n } })
})
`,

    [`src/${name}Plugin.ts`]: `import { parseWithSchema, type SourcePlugin } from '@sluice/core'
import type { ${Name}State } from './${Name}State.js'
import { ${KIND}, create${Name}Adapter } from './create${Name}Adapter.js'
import { ${name}ExecutorAbi, ${name}ExecutorBytecode } from './generated/${name}Executor.js'
import { type ${Name}PluginConfig, ${name}ConfigSchema } from './${name}ConfigSchema.js'
import { ${name}SandboxPart } from './${name}SandboxPart.js'

/**
 * The ${kind} DEX type. To serve it, load its module (\`sluicePlugins\`) with \`--plugin\`, a project
 * file's or a server config's \`plugins\`, or add it to the default list; its sandbox part puts its
 * pools in the sandbox world.
 */
export const ${name}Plugin: SourcePlugin<${Name}PluginConfig, ${Name}State> = {
  kind: ${KIND},
  parseConfig: (config, what = 'a ${kind} source config') => parseWithSchema({ schema: ${name}ConfigSchema, value: config, what }),
  createAdapter: create${Name}Adapter,
  executor: { abi: ${name}ExecutorAbi, bytecode: ${name}ExecutorBytecode },
  sandbox: ${name}SandboxPart,
}
`,

    'src/sluicePlugins.ts': `import type { AnySourcePlugin } from '@sluice/core'
import { ${name}Plugin } from './${name}Plugin.js'

/** What a plugin module exports for \`sluice start --plugin\`, \`sluice sandbox up --plugin\` and a config's \`plugins\`. */
export const sluicePlugins: readonly AnySourcePlugin[] = [${name}Plugin]
`,

    [`src/${name}SandboxPart.ts`]: `import { createRequire } from 'node:module'
import type { ContractArtifact, SandboxWorldPart, SourceSandboxPart } from '@sluice/core'
import { getCreate2Address, type Hex, keccak256, parseAbi } from 'viem'
import type { ${Name}PluginConfig } from './${name}ConfigSchema.js'

const require = createRequire(import.meta.url)
const erc20Abi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])

/** Official bytecode from an npm package's build output. */
function load(path: string): ContractArtifact {
  const json = require(path) as ContractArtifact
  return { abi: json.abi, bytecode: (json.bytecode.startsWith('0x') ? json.bytecode : \`0x\${json.bytecode}\`) as Hex }
}

/**
 * The skeleton's pools are Uniswap V2 pairs, the official bytecode of \`@uniswap/v2-core\`: they
 * read (\`getReserves\`), swap and log (\`Sync\`) as the skeleton expects, at a 0.3% fee. Deploy
 * your DEX's own official bytecode here instead (from its npm package, or its vendored source
 * compiled with the pinned solc-js).
 */
const artifacts = {
  factory: load('@uniswap/v2-core/build/UniswapV2Factory.json'),
  pair: load('@uniswap/v2-core/build/UniswapV2Pair.json'),
}

/** One source (ID 100) on each sandbox chain, with two pools by fixture token symbols. Pick an ID no other source of the chain uses. */
const sourceId = 100
const source = { id: sourceId, name: '${Name}', description: '${Name} pools (fixture deployment).' }
const world: Record<number, SandboxWorldPart> = {
  999: {
    sources: [source],
    pools: [
      { source: sourceId, pair: ['WHYPE', 'USDT0'], usd: 2_000_000 },
      { source: sourceId, pair: ['UBTC', 'USDT0'], usd: 1_000_000 },
    ],
  },
  1868: {
    sources: [source],
    pools: [
      { source: sourceId, pair: ['WETH', 'USDC.e'], usd: 2_000_000 },
      { source: sourceId, pair: ['WBTC', 'USDC.e'], usd: 1_000_000 },
    ],
  },
}

/** How the sandbox deploys the ${kind} DEX type, and its part of the fixture world. */
export const ${name}SandboxPart: SourceSandboxPart<${Name}PluginConfig> = {
  world,
  bytecodes: [artifacts.factory.bytecode, artifacts.pair.bytecode],
  deploySource({ context: { tx, deployer } }) {
    const factory = tx.deploy({ ...artifacts.factory, args: [deployer] })
    // The pools are listed once they exist (finishSource).
    return { factory, pools: [], fee: 3000 }
  },
  createPool({ context: { tx }, config, tokens: [token0, token1] }) {
    if (!config.factory) throw new Error('The ${kind} sandbox source has no factory.')
    tx.call({ to: config.factory, abi: artifacts.factory.abi, functionName: 'createPair', args: [token0, token1] })
    const salt = keccak256(\`0x\${token0.slice(2)}\${token1.slice(2)}\`)
    const address = getCreate2Address({ from: config.factory, salt, bytecodeHash: keccak256(artifacts.pair.bytecode) })
    return { id: address, address, fee: config.fee }
  },
  addLiquidity({ context: { tx, deployer }, pool, range, amount0, amount1 }) {
    if (range) throw new Error(\`Pool \${pool.address} has only the full range.\`)
    tx.call({ to: pool.tokens[0], abi: erc20Abi, functionName: 'transfer', args: [pool.address, amount0] })
    tx.call({ to: pool.tokens[1], abi: erc20Abi, functionName: 'transfer', args: [pool.address, amount1] })
    tx.call({ to: pool.address, abi: artifacts.pair.abi, functionName: 'mint', args: [deployer] })
  },
  finishSource: ({ config, pools }) => ({ ...config, pools: pools.map(({ address, tokens: [token0, token1] }) => ({ address, token0, token1 })) }),
}
`,

    [`src/${name}Plugin.conformance.test.ts`]: `import { waitForReceipt } from '@sluice/core'
import { describeSourceConformance } from '@sluice/core/conformance'
import { type Sandbox, sourceConformanceWorld, startSandbox } from '@sluice/sandbox'
import { type Address, erc20Abi, parseAbi } from 'viem'
import { ${name}Plugin } from './${name}Plugin.js'

const pairAbi = parseAbi(['function mint(address to) returns (uint256)', 'function burn(address to) returns (uint256, uint256)'])
let sandbox: Sandbox | undefined

// The plugin on a sandbox chain with its own world part: discover, track, simulate, and real swaps
// through Sluice's router equal to the wei, on odd amounts; log handling after a real mint and burn.
describeSourceConformance({
  name: '${kind} plugin on the sandbox',
  setup: async () => {
    sandbox = await startSandbox({ plugins: [${name}Plugin], chains: [999] })
    return sourceConformanceWorld({ chain: sandbox.manifest.chains[0]!, plugins: [${name}Plugin] })
  },
  teardown: async () => sandbox?.stop(),
  changeLiquidity: async ({ world: { wallet, client }, pool }) => {
    const send = async (parameters: { address: Address; abi: typeof erc20Abi | typeof pairAbi; functionName: string; args: readonly unknown[] }) => {
      // Ample gas: a pair writes its price accumulators only in a block of a new second, so a bare estimate may fall short.
      const hash = await wallet.writeContract({ ...parameters, chain: null, gas: 1_000_000n } as never)
      if ((await waitForReceipt({ client, hash })).status !== 'success') throw new Error(\`\${parameters.functionName} reverted\`)
    }
    for (const token of pool.tokens) {
      const balance = await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.account.address] })
      await send({ address: token, abi: erc20Abi, functionName: 'transfer', args: [pool.address, balance / 10_007n + 12_345n] })
    }
    await send({ address: pool.address, abi: pairAbi, functionName: 'mint', args: [wallet.account.address] })
    const liquidity = await client.readContract({ address: pool.address, abi: erc20Abi, functionName: 'balanceOf', args: [wallet.account.address] })
    await send({ address: pool.address, abi: erc20Abi, functionName: 'transfer', args: [pool.address, liquidity / 3n] })
    await send({ address: pool.address, abi: pairAbi, functionName: 'burn', args: [wallet.account.address] })
  },
})
`,

    'src/index.ts': `export {
  create${Name}Adapter,
  type Create${Name}AdapterParameters,
  type Create${Name}AdapterReturnType,
  ${KIND},
} from './create${Name}Adapter.js'
export {
  create${Name}Simulator,
  type Create${Name}SimulatorParameters,
  type Create${Name}SimulatorReturnType,
  ${KIND.replace('_KIND', '_SWAP_GAS')},
} from './create${Name}Simulator.js'
export { encode${Name}Step, type Encode${Name}StepParameters, type Encode${Name}StepReturnType } from './encode${Name}Step.js'
export { ${name}ExecutorAbi, ${name}ExecutorBytecode } from './generated/${name}Executor.js'
export type { ${Name}State } from './${Name}State.js'
export { type ${Name}PluginConfig, ${name}ConfigSchema } from './${name}ConfigSchema.js'
export { ${name}Plugin } from './${name}Plugin.js'
export { ${name}SandboxPart } from './${name}SandboxPart.js'
export { sluicePlugins } from './sluicePlugins.js'
`,
  }
}
