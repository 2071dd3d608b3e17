/** One pool's state at a block, as `track` reads it and the simulator uses it. */
export type ExampleDexState = {
  reserve0: bigint
  reserve1: bigint
}
