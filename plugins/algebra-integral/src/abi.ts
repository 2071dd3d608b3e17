import { parseAbi } from 'viem'

/** The factory's pool creation events (1.2.x emits `Pool` for every pool, custom ones included). */
export const algebraFactoryAbi = parseAbi([
  'event Pool(address indexed token0, address indexed token1, address pool)',
  'event CustomPool(address indexed deployer, address indexed token0, address indexed token1, address pool)',
  'function poolDeployer() view returns (address)',
  'function defaultFee() view returns (uint16)',
])

/** What Sluice reads from a pool, and the events that change its swap state. */
export const algebraPoolAbi = parseAbi([
  'function globalState() view returns (uint160 price, int24 tick, uint16 lastFee, uint8 pluginConfig, uint16 communityFee, bool unlocked)',
  'function fee() view returns (uint16 currentFee)',
  'function liquidity() view returns (uint128)',
  'function tickSpacing() view returns (int24)',
  'function prevTickGlobal() view returns (int24)',
  'function nextTickGlobal() view returns (int24)',
  'function tickTreeRoot() view returns (uint32)',
  'function tickTreeSecondLayer(int16) view returns (uint256)',
  'function tickTable(int16) view returns (uint256)',
  'function ticks(int24 tick) view returns (uint256 liquidityTotal, int128 liquidityDelta, int24 prevTick, int24 nextTick, uint256 outerFeeGrowth0Token, uint256 outerFeeGrowth1Token)',
  'function setFee(uint16 newFee)',
  'function swap(address recipient, bool zeroToOne, int256 amountRequired, uint160 limitSqrtPrice, bytes data) returns (int256 amount0, int256 amount1)',
])

/** Pool events after which its swap state must be read again. */
export const algebraPoolStateEventsAbi = parseAbi([
  'event Initialize(uint160 price, int24 tick)',
  'event Mint(address sender, address indexed owner, int24 indexed bottomTick, int24 indexed topTick, uint128 liquidityAmount, uint256 amount0, uint256 amount1)',
  'event Burn(address indexed owner, int24 indexed bottomTick, int24 indexed topTick, uint128 liquidityAmount, uint256 amount0, uint256 amount1)',
  'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 price, uint128 liquidity, int24 tick)',
  'event Fee(uint16 fee)',
  'event Plugin(address newPluginAddress)',
  'event PluginConfig(uint8 newPluginConfig)',
])

/** Algebra Integral's QuoterV2 (periphery 1.2.x): `deployer` is zero for the factory's own pools. */
export const algebraQuoterV2Abi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, address deployer, uint256 amountIn, uint160 limitSqrtPrice) params) returns (uint256 amountOut, uint256 amountIn, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate, uint16 fee)',
  'function quoteExactOutputSingle((address tokenIn, address tokenOut, address deployer, uint256 amount, uint160 limitSqrtPrice) params) returns (uint256 amountOut, uint256 amountIn, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate, uint16 fee)',
])
