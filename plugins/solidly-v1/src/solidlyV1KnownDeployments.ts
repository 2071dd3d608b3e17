import type { KnownDeployment } from '@sluice/core'

/*
 * Known Solidly V1 deployments (Velodrome V1 style pairs, `SourcePlugin.knownDeployments`), every
 * value read in the public source cited beside it:
 * - Kittenswap contracts at 1a742ec72c4d83edc53b68a01920ea491fa710b5: test/base/Base.t.sol (mainnet
 *   addresses the fork tests run against), src/factories/PairFactory.sol, src/Pair.sol, foundry.toml.
 */

const kittenswap = 'https://github.com/Kittenswap/contracts/blob/1a742ec72c4d83edc53b68a01920ea491fa710b5'

/** Solidly V1 pairs and their forks on public chains, by chain ID. */
export const solidlyV1KnownDeployments: Readonly<Record<number, readonly KnownDeployment[]>> = {
  999: [
    {
      // Kittenswap contracts test/base/Base.t.sol (PairFactory, Router on mainnet),
      // src/factories/PairFactory.sol (`createPair`, `PairCreated`, `getFee`), src/Pair.sol (fee / 10000).
      id: 3,
      name: 'KittenSwap',
      description: 'KittenSwap: Solidly V1 style stable and volatile pairs',
      deployBlock: '0',
      // Pairs are `new Pair{salt: keccak256(abi.encodePacked(token0, token1, stable))}` of the
      // factory (CREATE2 of the Pair creation code, as this plugin derives them) and the factory
      // emits V1's `PairCreated(token0, token1, stable, pair, uint)`. Fees: `getFee(pair, stable)` is
      // `customFee[pair]` when set, else the stable or volatile default, in basis points; `fees` holds
      // the defaults `initialize()` sets, which the fee manager may have changed since.
      pending:
        'No public source gives the hash of its pair creation code (the factory\'s `pairCodeHash()`, read only on chain), and it cannot be rebuilt from Kittenswap/contracts: its foundry.toml lets Foundry pick the compiler (`auto_detect_solc`, `pragma ^0.8.23`), so the compiler version, and with it the metadata hash inside the creation code, are unknown. Searched: the factory address and "pairCodeHash" in DefiLlama adapters, 0x Settler (HyperEVM lists only the CL factory), KyberSwap/ParaSwap dex-libs, LiFi and the Kittenswap repositories; the few pair addresses published come without their tokens, so even a candidate hash could not be cross-checked. Its factory\'s fee is also per pair (`getFee(pair, stable)`), which this plugin (`getFee(stable)`) does not read yet.',
      config: {
        factory: '0xDa12F450580A4cc485C3b501BAB7b0B3cbc3B31B',
        fees: { stable: 2, volatile: 200 },
        router: '0xD6EeFfbDAF6503Ad6539CF8f337D79BEbbd40802',
      },
      sources: [
        { url: `${kittenswap}/test/base/Base.t.sol`, note: '`pairFactory` and `router` ("volatile contracts") of the mainnet fork tests.' },
        {
          url: `${kittenswap}/src/factories/PairFactory.sol`,
          note: '`getFee(pair, stable)`, `initialize`, `createPair` (CREATE2 salt), `PairCreated`, `pairCodeHash()`.',
        },
        { url: `${kittenswap}/src/Pair.sol`, note: 'The swap fee is `amountIn * getFee(pair, stable) / 10000`.' },
        { url: `${kittenswap}/foundry.toml`, note: '`auto_detect_solc = true`: no pinned compiler version.' },
      ],
    },
  ],
}
