import type { BridgeSandboxDeployParameters } from '@sluice/core'
import { createTestClient, custom, encodeFunctionData, getAddress, keccak256, parseUnits, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { erc20Abi, spokePoolAbi } from './abi.js'
import type { AcrossConfig, AcrossRouteConfig } from './acrossConfigSchema.js'
import { acrossArtifacts } from './artifacts.js'
import { sandboxAssets } from './sandboxRoutes.js'

/** Seconds a deposit's quote timestamp may lag the chain, and the farthest fill deadline allowed. */
const QUOTE_TIME_BUFFER = 3_600
const FILL_DEADLINE_BUFFER = 6 * 3_600
/** The sandbox relayer's fixed key (a sandbox-only account, like Anvil's funded ones). */
export const SANDBOX_RELAYER_KEY = keccak256(toHex('sluice sandbox across relayer'))
const RELAYER_NATIVE = 10n ** 24n

/**
 * Deploys Across on a fresh sandbox chain: the SpokePool implementation behind an ERC1967 proxy
 * (initialised with the deployer as owner), the MulticallHandler, and a relayer account funded
 * with native for gas and with every asset it delivers on this chain. Routes pair this chain's
 * fixture tokens with the peers' by asset (`sandboxAssets`).
 */
export async function deployAcrossSandbox({ context, peers }: BridgeSandboxDeployParameters): Promise<AcrossConfig> {
  const { client, tx, deployer, wrappedNative, tokens } = context
  const deployBlock = await client.getBlockNumber()
  const implementation = tx.deploy({ ...acrossArtifacts.spokePool, args: [wrappedNative, QUOTE_TIME_BUFFER, FILL_DEADLINE_BUFFER] })
  const initialize = encodeFunctionData({ abi: spokePoolAbi, functionName: 'initialize', args: [1, deployer] })
  const spokePool = tx.deploy({ ...acrossArtifacts.proxy, args: [implementation, initialize] })
  const multicallHandler = tx.deploy(acrossArtifacts.multicallHandler)

  const relayer = privateKeyToAccount(SANDBOX_RELAYER_KEY)
  await createTestClient({ mode: 'anvil', transport: custom(client) }).setBalance({ address: relayer.address, value: RELAYER_NATIVE })
  const routes: AcrossRouteConfig[] = []
  for (const asset of sandboxAssets) {
    const mine = tokens.find((token) => (asset.members as readonly string[]).includes(token.symbol))
    if (!mine) continue
    const inventory = parseUnits(String(asset.inventory), mine.decimals)
    // The relayer's inventory of this asset here: what it can deliver on this chain.
    if (mine.address === wrappedNative) tx.call({ to: mine.address, abi: erc20Abi, functionName: 'transfer', args: [relayer.address, inventory] })
    else tx.call({ to: mine.address, abi: erc20Abi, functionName: 'mint', args: [relayer.address, inventory] })
    for (const peer of peers) {
      const theirs = peer.tokens.find((token) => (asset.members as readonly string[]).includes(token.symbol))
      if (!theirs || theirs.decimals !== mine.decimals) continue
      routes.push({
        token: getAddress(mine.address),
        symbol: asset.symbol,
        decimals: mine.decimals,
        destinationChainId: peer.chainId,
        destinationToken: getAddress(theirs.address),
        minDeposit: '1',
        // the relayer holds as much on the peer as here
        maxDeposit: inventory.toString(),
        relayerGasFee: parseUnits(String(asset.gasFee), mine.decimals).toString(),
      })
    }
  }
  await tx.flush()
  return {
    spokePool: getAddress(spokePool),
    deployBlock: deployBlock.toString(),
    maxLogRange: 2_000,
    multicallHandler: getAddress(multicallHandler),
    routes,
    fees: { lpFeeBps: 1, relayerFeeBps: 4 },
    fillDeadlineSeconds: 3_600,
    timeEstimateSeconds: 2,
    relayer: { address: relayer.address, privateKey: SANDBOX_RELAYER_KEY },
  }
}
