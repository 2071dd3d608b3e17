/** The parts of the Solidly V1 factory's ABI the adapter uses. */
export const solidlyV1FactoryAbi = [
  {
    type: 'event',
    name: 'PairCreated',
    inputs: [
      { name: 'token0', type: 'address', indexed: true },
      { name: 'token1', type: 'address', indexed: true },
      { name: 'stable', type: 'bool', indexed: false },
      { name: 'pair', type: 'address', indexed: false },
      // Unnamed in the factory (the name is not part of the event's signature): allPairs.length after the pair.
      { name: 'length', type: 'uint256', indexed: false },
    ],
  },
  { type: 'function', name: 'allPairsLength', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint256' }] },
  {
    type: 'function',
    name: 'allPairs',
    stateMutability: 'view',
    inputs: [{ name: 'index', type: 'uint256' }],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'getFee',
    stateMutability: 'view',
    inputs: [{ name: '_stable', type: 'bool' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  { type: 'function', name: 'pairCodeHash', stateMutability: 'pure', inputs: [], outputs: [{ name: '', type: 'bytes32' }] },
] as const

/** The parts of the Solidly V1 pair's ABI the adapter uses. */
export const solidlyV1PoolAbi = [
  {
    type: 'event',
    name: 'Sync',
    inputs: [
      { name: 'reserve0', type: 'uint256', indexed: false },
      { name: 'reserve1', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'function',
    name: 'metadata',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'dec0', type: 'uint256' },
      { name: 'dec1', type: 'uint256' },
      { name: 'r0', type: 'uint256' },
      { name: 'r1', type: 'uint256' },
      { name: 'st', type: 'bool' },
      { name: 't0', type: 'address' },
      { name: 't1', type: 'address' },
    ],
  },
  {
    type: 'function',
    name: 'getAmountOut',
    stateMutability: 'view',
    inputs: [
      { name: 'amountIn', type: 'uint256' },
      { name: 'tokenIn', type: 'address' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const
