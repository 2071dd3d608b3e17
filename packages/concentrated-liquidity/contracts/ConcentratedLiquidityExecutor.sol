// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IExecutor} from "@sluice/contracts/interfaces/IExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SwapSteps} from "@sluice/contracts/libraries/SwapSteps.sol";

/// @title ConcentratedLiquidityExecutor
/// @notice The executor of a concentrated-liquidity pool that swaps with a callback (Uniswap V3,
/// Algebra and their forks): the route step, the callback's payment and the amount checks. A
/// kind's executor adds only its pool call (`_swap`). The pool's swap callback (whatever the kind
/// or a fork names it) reaches the caller's fallback, which hands it to this executor's fallback
/// once it has checked the caller is the step's pool; the executor then pays the amount owed as
/// the step's pay context says.
/// Step data: abi.encodePacked(address pool, address tokenIn, bool zeroForOne). The price limit is
/// one step inside the extreme (pools reject the extremes themselves): the route's amount bounds,
/// checked by the swap logic, protect the trader.
abstract contract ConcentratedLiquidityExecutor is IExecutor, DelegateCallOnly {
    uint160 private constant MIN_SQRT_RATIO_PLUS_ONE = 4295128740;
    uint160 private constant MAX_SQRT_RATIO_MINUS_ONE = 1461446703485210103287273052203988822378723970341;
    address private immutable SELF = address(this);

    error PartialFill(uint256 requested, uint256 received);
    error InvalidCallback();

    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external payable
        onlyDelegateCall
        returns (uint256 amountIn, uint256 amountOut)
    {
        address pool = address(bytes20(data[0:20]));
        address tokenIn = address(bytes20(data[20:40]));
        bool zeroForOne = data[40] != 0;
        SwapSteps.expectCallback(pool, SELF);
        (int256 amount0, int256 amount1) = _swap(
            pool,
            recipient,
            zeroForOne,
            exactOut ? -int256(amount) : int256(amount),
            zeroForOne ? MIN_SQRT_RATIO_PLUS_ONE : MAX_SQRT_RATIO_MINUS_ONE,
            abi.encodePacked(tokenIn, payContext)
        );
        SwapSteps.expectCallback(address(0), address(0));
        (int256 deltaIn, int256 deltaOut) = zeroForOne ? (amount0, amount1) : (amount1, amount0);
        amountIn = uint256(deltaIn);
        amountOut = uint256(-deltaOut);
        if (exactOut && amountOut != amount) revert PartialFill(amount, amountOut);
    }

    /// @notice The pool's swap callback `(int256 amount0Delta, int256 amount1Delta, bytes data)`, any selector.
    fallback() external onlyDelegateCall {
        int256 amount0Delta = int256(uint256(bytes32(msg.data[4:36])));
        int256 amount1Delta = int256(uint256(bytes32(msg.data[36:68])));
        int256 owed = amount0Delta > 0 ? amount0Delta : amount1Delta;
        if (owed <= 0) revert InvalidCallback();
        // data, read in place (ABI: offset, then length and bytes): tokenIn (20 bytes) | pay context.
        uint256 start = 4 + uint256(bytes32(msg.data[68:100]));
        bytes calldata data = msg.data[start + 32:start + 32 + uint256(bytes32(msg.data[start:start + 32]))];
        SwapSteps.pay(address(bytes20(data[0:20])), uint256(owed), msg.sender, data[20:]);
    }

    /// @notice The kind's pool call: swap `amountSpecified` (> 0 exact in, < 0 exact out) up to the
    /// price limit, paying `recipient`, with `data` handed back to the callback; returns the
    /// pool's balance changes (positive: the pool receives).
    function _swap(address pool, address recipient, bool zeroForOne, int256 amountSpecified, uint160 sqrtPriceLimitX96, bytes memory data)
        internal virtual
        returns (int256 amount0, int256 amount1);
}
