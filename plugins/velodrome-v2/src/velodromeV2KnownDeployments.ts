import type { KnownDeployment } from '@sluice/core'

/*
 * Known ve(3,3) deployments (Velodrome V2 style stable and volatile pools,
 * `SourcePlugin.knownDeployments`), every value read in the public source cited beside it
 * (KittenSwap's Solidly V1 style pairs, source ID 3 on 999, are the `solidly-v1` plugin's):
 * - Velodrome superchain-contracts at 7e545885b4be338fa542bab67074dc1edb601e86:
 *   deployment-addresses/soneium.json, src/pools/PoolFactory.sol, src/pools/Pool.sol.
 */

const velodrome = 'https://github.com/velodrome-finance/superchain-contracts/blob/7e545885b4be338fa542bab67074dc1edb601e86'

/** Velodrome V2 and Solidly-style forks on public chains, by chain ID. */
export const velodromeV2KnownDeployments: Readonly<Record<number, readonly KnownDeployment[]>> = {
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
