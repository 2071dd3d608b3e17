import { createRequire } from 'node:module'
import { waitForReceipt } from '@sluice/core'
import { startAnvil } from '@sluice/sandbox'
import { type Abi, type Address, createPublicClient, createTestClient, createWalletClient, type Hex, http, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const require = createRequire(import.meta.url)
const KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6' as const

export type MathContracts = {
  client: PublicClient
  /** Algebra's own library test wrappers, from the npm package: `PriceMovementMathTest`, `TokenDeltaMathTest`, `TickMathTest`. */
  contracts: Record<'priceMovement' | 'tokenDelta' | 'tickMath', { address: Address; abi: Abi }>
  stop(): Promise<void>
}

/** A bare Anvil with Algebra's official library test contracts (core 1.2.10's artifacts) deployed. */
export async function startMathContracts(): Promise<MathContracts> {
  const anvil = await startAnvil({ chainId: 31_337 })
  const transport = http(anvil.rpcUrl, { batch: { batchSize: 200 } })
  const client = createPublicClient({ transport, cacheTime: 0, pollingInterval: 20 }) as PublicClient
  const account = privateKeyToAccount(KEY)
  await createTestClient({ mode: 'anvil', transport }).setBalance({ address: account.address, value: 10n ** 21n })
  const wallet = createWalletClient({ account, transport })
  const deploy = async (name: string) => {
    const { abi, bytecode } = require(`@cryptoalgebra/integral-core/artifacts/contracts/test/${name}.sol/${name}.json`) as { abi: Abi; bytecode: Hex }
    const hash = await wallet.deployContract({ abi, bytecode, chain: null })
    const { contractAddress } = await waitForReceipt({ client: client, hash })
    return { address: contractAddress!, abi }
  }
  return {
    client,
    contracts: { priceMovement: await deploy('PriceMovementMathTest'), tokenDelta: await deploy('TokenDeltaMathTest'), tickMath: await deploy('TickMathTest') },
    stop: anvil.stop,
  }
}
