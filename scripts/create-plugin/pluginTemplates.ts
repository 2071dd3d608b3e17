export type PluginTemplatesParameters = {
  /** The DEX type, already checked: lower-case words joined by `-`, e.g. `my-dex`. */
  kind: string
}

/** Generated files by path relative to the plugin folder, each with its full text. */
export type PluginTemplatesReturnType = Record<string, string>

/** `my-dex` → `MyDex`. */
const pascal = (kind: string) =>
  kind
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')

/**
 * The files of a new plugin folder: a small but complete constant-product DEX type (config
 * schema, simulator, adapter, step encoder, executor, plugin object) that typechecks and passes
 * core's simulator conformance suite, for the author to reshape into their DEX's own.
 */
export function pluginTemplates({ kind }: PluginTemplatesParameters): PluginTemplatesReturnType {
  const Name = pascal(kind)
  const name = Name.charAt(0).toLowerCase() + Name.slice(1)
  const KIND = `${kind.toUpperCase().replaceAll('-', '_')}_KIND`
  return {
    'package.json': `${JSON.stringify(
      {
        name: `@sluice/plugin-${kind}`,
        version: '0.1.0',
        description: `${Name} source plugin for Sluice.`,
        type: 'module',
        license: 'MIT',
        engines: { node: '>=20.19' },
        exports: { '.': './src/index.ts' },
        files: ['dist', 'src'],
        publishConfig: { exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } } },
        scripts: { build: 'tsc -p tsconfig.build.json' },
        dependencies: { viem: '^2.57.20', zod: '^4.6.7' },
        // One copy of core, the host's (the server's or the sandbox's): a peer, not a dependency.
        peerDependencies: { '@sluice/core': 'workspace:^' },
        devDependencies: { '@sluice/core': 'workspace:^' },
      },
      null,
      2,
    )}\n`,

    'tsconfig.build.json': `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "src", "outDir": "dist" },
  "include": ["src/**/*.ts"],
  "exclude": ["src/**/*.test.ts"]
}
`,

    'README.md': `# @sluice/plugin-${kind}

The \`${kind}\` DEX type for Sluice, created by \`pnpm create-plugin ${kind}\`.

It starts as a minimal constant-product pool type (\`getReserves\`, \`swap\`, a \`Sync\` event) so
that every part is present and works; replace each part with your DEX's own, keeping the tests
green. The author guide is \`docs/plugins.md\` at the repository root.

| file | what to make of it |
|---|---|
| \`src/${name}ConfigSchema.ts\` | the source entry's \`config\`: your deployment's addresses, fees, ... |
| \`src/create${Name}Simulator.ts\` | your pool math, bigint, equal to the contract's to the wei |
| \`src/create${Name}Adapter.ts\` | pool discovery, state tracking (Multicall3), which logs change state |
| \`src/encode${Name}Step.ts\` | the bytes your executor decodes for one step |
| \`contracts/${Name}Executor.sol\` | the executor the router runs for a step (\`pnpm contracts:build\`) |
| \`src/${name}Plugin.ts\` | the \`SourcePlugin\` object; add a \`sandbox\` part to deploy pools in the sandbox |

\`\`\`sh
pnpm install                                   # link the new package into the workspace
pnpm contracts:build                           # after editing contracts/
pnpm vitest run plugins/${kind}                 # the conformance suite on the simulator
\`\`\`
`,

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
    // The skeleton's pools are listed in its config: one call finds them all.
    discover: async () => ({ pools, cursor: 'listed' }),
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

    [`src/${name}Plugin.ts`]: `import { parseWithSchema, type SourceAdapter, type SourcePlugin } from '@sluice/core'
import { ${KIND}, create${Name}Adapter } from './create${Name}Adapter.js'
import { ${name}ExecutorAbi, ${name}ExecutorBytecode } from './generated/${name}Executor.js'
import { type ${Name}PluginConfig, ${name}ConfigSchema } from './${name}ConfigSchema.js'

/**
 * The ${kind} DEX type. To serve it, add it to a server config's \`plugins\` (by package name) or to
 * the default list; to put its pools in the sandbox world, give it a \`sandbox\` part.
 */
export const ${name}Plugin: SourcePlugin<${Name}PluginConfig> = {
  kind: ${KIND},
  parseConfig: (config, what = 'a ${kind} source config') => parseWithSchema({ schema: ${name}ConfigSchema, value: config, what }),
  createAdapter: (parameters) => create${Name}Adapter(parameters) as SourceAdapter,
  executor: { abi: ${name}ExecutorAbi, bytecode: ${name}ExecutorBytecode },
}
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
`,
  }
}
