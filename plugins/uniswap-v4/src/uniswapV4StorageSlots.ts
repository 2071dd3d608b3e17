import { encodePacked, type Hex, keccak256, numberToHex } from 'viem'

/** `StateLibrary.POOLS_SLOT`: the PoolManager's `mapping(PoolId => Pool.State) _pools`. */
const POOLS_SLOT = 6n
const LIQUIDITY_OFFSET = 3n
const TICKS_OFFSET = 4n
const TICK_BITMAP_OFFSET = 5n

const slot = (value: bigint): Hex => numberToHex(value, { size: 32 })
const mappingSlot = (key: bigint, mapping: bigint): bigint => BigInt(keccak256(encodePacked(['int256', 'uint256'], [key, mapping])))

export type UniswapV4StorageSlotsParameters = {
  poolId: Hex
}

export type UniswapV4StorageSlotsReturnType = {
  slot0: Hex
  liquidity: Hex
  bitmapWord(wordPosition: number): Hex
  tickInfo(tick: number): Hex
}

/**
 * The PoolManager storage slots of one pool that swaps read (v4-core's `StateLibrary` layout):
 * `slot0` (sqrt price, tick, protocol fee, LP fee packed), `liquidity`, a tick bitmap word and a
 * tick's info (`liquidityGross` low 128 bits, `liquidityNet` high 128 bits).
 */
export function uniswapV4StorageSlots({ poolId }: UniswapV4StorageSlotsParameters): UniswapV4StorageSlotsReturnType {
  const state = BigInt(keccak256(encodePacked(['bytes32', 'uint256'], [poolId, POOLS_SLOT])))
  return {
    slot0: slot(state),
    liquidity: slot(state + LIQUIDITY_OFFSET),
    bitmapWord: (wordPosition) => slot(mappingSlot(BigInt(wordPosition), state + TICK_BITMAP_OFFSET)),
    tickInfo: (tick) => slot(mappingSlot(BigInt(tick), state + TICKS_OFFSET)),
  }
}
