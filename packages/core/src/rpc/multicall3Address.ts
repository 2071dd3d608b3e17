import type { Address } from 'viem'

/**
 * Multicall3's address, the same on every chain that has it (mds1/multicall3's README and
 * deployments.json; viem's chain definitions list it as `contracts.multicall3`, e.g. `hyperEvm`
 * and `soneium` in viem 2.57.20).
 */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const satisfies Address
