import type { KnownDeployment } from '@sluice/core'

/*
 * Known ve(3,3) deployments (Solidly/Velodrome-style stable and volatile pools,
 * `SourcePlugin.knownDeployments`), every value read in the public source cited beside it:
 * - Velodrome superchain-contracts at 7e545885b4be338fa542bab67074dc1edb601e86:
 *   deployment-addresses/soneium.json, src/pools/PoolFactory.sol, src/pools/Pool.sol.
 * - Kittenswap contracts at 1a742ec72c4d83edc53b68a01920ea491fa710b5: test/base/Base.t.sol (mainnet
 *   addresses the fork tests run against), src/factories/PairFactory.sol, src/Pair.sol.
 */

const velodrome = 'https://github.com/velodrome-finance/superchain-contracts/blob/7e545885b4be338fa542bab67074dc1edb601e86'
const kittenswap = 'https://github.com/Kittenswap/contracts/blob/1a742ec72c4d83edc53b68a01920ea491fa710b5'

/** Velodrome V2 and Solidly-style forks on public chains, by chain ID. */
export const velodromeV2KnownDeployments: Readonly<Record<number, readonly KnownDeployment[]>> = {
  999: [
    {
      // Kittenswap contracts test/base/Base.t.sol (PairFactory, Router on mainnet), src/factories/PairFactory.sol
      // (fee rules), src/Pair.sol (fee / 10000).
      id: 3,
      name: 'KittenSwap',
      description: 'KittenSwap: ve(3,3) stable and volatile pools',
      deployBlock: '0',
      // Pairs are `new Pair{salt: keccak256(abi.encodePacked(token0, token1, stable))}` of the
      // factory (CREATE2 of the Pair creation code, not a clone), and no source publishes that
      // code's hash (the factory's `pairCodeHash()` returns it on chain). The factory is
      // Solidly/Velodrome V1 style: it emits `PairCreated(token0, token1, bool stable, pair, uint)`,
      // not V2's `PoolCreated`. Fees: `getFee(pair, stable)` is `customFee[pair]` when set, else the
      // stable or volatile default, in basis points (at most 500); `fees` holds the defaults
      // `initialize()` sets, which the fee manager may have changed since.
      pending:
        'No public source gives the hash of its pair creation code (its `poolAddress` is missing), and its factory announces pairs with the older `PairCreated` event, which this plugin does not read.',
      config: {
        factory: '0xDa12F450580A4cc485C3b501BAB7b0B3cbc3B31B',
        fees: { stable: 2, volatile: 200 },
        router: '0xD6EeFfbDAF6503Ad6539CF8f337D79BEbbd40802',
      },
      sources: [
        { url: `${kittenswap}/test/base/Base.t.sol`, note: '`pairFactory` and `router` ("volatile contracts") of the mainnet fork tests.' },
        { url: `${kittenswap}/src/factories/PairFactory.sol`, note: '`getFee`, `initialize`, `MAX_FEE`, `createPair` (CREATE2 salt).' },
        { url: `${kittenswap}/src/Pair.sol`, note: 'The swap fee is `amountIn * getFee(pair, stable) / 10000`.' },
      ],
    },
  ],
  1868: [
    {
      // Velodrome superchain-contracts deployment-addresses/soneium.json (leafPoolFactory,
      // leafPoolImplementation, leafRouter, leafFeeModule); src/pools/PoolFactory.sol and Pool.sol (fee rules).
      id: 4,
      name: 'VelodromeV2',
      description: 'Velodrome (Superchain): ve(3,3) stable and volatile pools',
      deployBlock: '0',
      // Pools are EIP-1167 clones of the implementation: `Clones.cloneDeterministic(implementation,
      // keccak256(abi.encodePacked(token0, token1, stable)))` by the factory. Fees:
      // `getFee(pool, stable)` is the fee module's answer (its `leafFeeModule`,
      // 0x81c5d01Ae474040a59D0092A6973f4621e06B362) when it gives one of at most 1,000, else the
      // stable or volatile default, in basis points (at most 300); `fees` holds the defaults the
      // constructor sets, which the fee manager may have changed since.
      config: {
        factory: '0x31832f2a97Fd20664D76Cc421207669b55CE4BC0',
        poolAddress: { mode: 'clone', implementation: '0x10499d88Bd32AF443Fc936F67DE32bE1c8Bb374C' },
        fees: { stable: 5, volatile: 30 },
        router: '0x3a63171DD9BebF4D07BC782FECC7eb0b890C2A45',
      },
      sources: [
        {
          url: `${velodrome}/deployment-addresses/soneium.json`,
          note: '`leafPoolFactory`, `leafPoolImplementation`, `leafRouter`, `leafFeeModule`.',
        },
        { url: `${velodrome}/src/pools/PoolFactory.sol`, note: '`getFee`, the constructor defaults, `MAX_FEE`, `createPool` (clone salt).' },
        { url: `${velodrome}/src/pools/Pool.sol`, note: 'The swap fee is `amountIn * getFee(pool, stable) / 10000`.' },
      ],
    },
  ],
}
