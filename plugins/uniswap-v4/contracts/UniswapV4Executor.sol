// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IExecutor} from "@sluice/contracts/interfaces/IExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SwapSteps} from "@sluice/contracts/libraries/SwapSteps.sol";

/// @notice The parts of Uniswap V4's PoolManager this executor uses (layouts as in v4-core).
interface IUniswapV4PoolManager {
    struct PoolKey {
        address currency0;
        address currency1;
        uint24 fee;
        int24 tickSpacing;
        address hooks;
    }

    struct SwapParams {
        bool zeroForOne;
        int256 amountSpecified;
        uint160 sqrtPriceLimitX96;
    }

    function unlock(bytes calldata data) external returns (bytes memory);
    function swap(PoolKey memory key, SwapParams memory params, bytes calldata hookData) external returns (int256 swapDelta);
    function sync(address currency) external;
    function settle() external payable returns (uint256 paid);
    function take(address currency, address to, uint256 amount) external;
}

/// @title UniswapV4Executor
/// @notice Executes a step on a Uniswap V4 pool. V4 pools live in one PoolManager, which hands
/// out credit only inside `unlock`: the executor unlocks it, and the manager calls back
/// `unlockCallback` on the caller (the router), whose fallback hands it to this executor once it
/// has checked the caller is the step's manager. Inside: the swap, then the input is settled
/// (`sync`, payment as the step's pay context says, `settle`) and the output taken to the
/// recipient. In buy mode the payment runs the previous steps of the path, delivering straight to
/// the manager between `sync` and `settle`; a previous step on V4 would need a second `unlock`
/// of a manager already unlocked, so it is refused (`NestedUnlock`).
/// Step data: abi.encodePacked(address manager, address currency0, address currency1,
/// uint24 fee, int24 tickSpacing, address hooks, bool zeroForOne).
contract UniswapV4Executor is IExecutor, DelegateCallOnly {
    uint160 private constant MIN_SQRT_PRICE_PLUS_ONE = 4295128740;
    uint160 private constant MAX_SQRT_PRICE_MINUS_ONE = 1461446703485210103287273052203988822378723970341;
    /// @dev Set (in the caller's transient storage) while a V4 step holds a manager unlocked.
    bytes32 private constant UNLOCKED_SLOT = keccak256("sluice.uniswapV4.unlocked");
    address private immutable SELF = address(this);

    error PartialFill(uint256 requested, uint256 received);
    error NestedUnlock();
    error AmountTooLarge(uint256 amount);
    error MalformedStep();

    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external payable
        onlyDelegateCall
        returns (uint256 amountIn, uint256 amountOut)
    {
        if (data.length != 87) revert MalformedStep();
        // The manager's deltas are int128; larger amounts cannot be swapped.
        if (amount > uint256(uint128(type(int128).max))) revert AmountTooLarge(amount);
        if (SwapSteps.tget(UNLOCKED_SLOT) != 0) revert NestedUnlock();
        address manager = address(bytes20(data[0:20]));
        SwapSteps.tset(UNLOCKED_SLOT, 1);
        SwapSteps.expectCallback(manager, SELF);
        bytes memory result = IUniswapV4PoolManager(manager).unlock(abi.encode(data, exactOut, amount, recipient, payContext));
        SwapSteps.clearCallback();
        SwapSteps.tset(UNLOCKED_SLOT, 0);
        (amountIn, amountOut) = abi.decode(result, (uint256, uint256));
    }

    /// @notice The manager's callback, reached through the router's fallback (by DELEGATECALL).
    function unlockCallback(bytes calldata callbackData) external onlyDelegateCall returns (bytes memory) {
        (bytes memory data, bool exactOut, uint256 amount, address recipient, bytes memory payContext) =
            abi.decode(callbackData, (bytes, bool, uint256, address, bytes));
        address manager = SwapSteps.readAddress(data, 0);
        IUniswapV4PoolManager.PoolKey memory key = _key(data);
        bool zeroForOne = data[86] != 0;
        int256 delta = IUniswapV4PoolManager(manager).swap(
            key,
            IUniswapV4PoolManager.SwapParams({
                zeroForOne: zeroForOne,
                // V4: negative is exact input, positive exact output.
                amountSpecified: exactOut ? int256(amount) : -int256(amount),
                sqrtPriceLimitX96: zeroForOne ? MIN_SQRT_PRICE_PLUS_ONE : MAX_SQRT_PRICE_MINUS_ONE
            }),
            ""
        );
        // BalanceDelta: amount0 in the upper 128 bits, amount1 in the lower; the caller's view
        // (negative: owed to the manager).
        int128 amount0 = int128(delta >> 128);
        int128 amount1 = int128(delta);
        (int128 deltaIn, int128 deltaOut) = zeroForOne ? (amount0, amount1) : (amount1, amount0);
        uint256 amountIn = uint256(-int256(deltaIn));
        uint256 amountOut = uint256(int256(deltaOut));
        if (exactOut && amountOut != amount) revert PartialFill(amount, amountOut);
        (address tokenIn, address tokenOut) = zeroForOne ? (key.currency0, key.currency1) : (key.currency1, key.currency0);
        if (amountIn != 0) {
            IUniswapV4PoolManager(manager).sync(tokenIn);
            SwapSteps.pay(tokenIn, amountIn, manager, payContext);
            IUniswapV4PoolManager(manager).settle();
        }
        if (amountOut != 0) IUniswapV4PoolManager(manager).take(tokenOut, recipient, amountOut);
        return abi.encode(amountIn, amountOut);
    }

    function _key(bytes memory data) private pure returns (IUniswapV4PoolManager.PoolKey memory key) {
        key.currency0 = SwapSteps.readAddress(data, 20);
        key.currency1 = SwapSteps.readAddress(data, 40);
        uint256 word;
        assembly ("memory-safe") {
            word := mload(add(add(data, 0x20), 60))
        }
        key.fee = uint24(word >> 232);
        key.tickSpacing = int24(uint24(word >> 208));
        key.hooks = SwapSteps.readAddress(data, 66);
    }
}
