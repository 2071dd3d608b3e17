// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IExecutor} from "@sluice/contracts/interfaces/IExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SwapSteps} from "@sluice/contracts/libraries/SwapSteps.sol";

interface IAlgebraPool {
    function swap(address recipient, bool zeroToOne, int256 amountRequired, uint160 limitSqrtPrice, bytes calldata data)
        external
        returns (int256 amount0, int256 amount1);
}

/// @title AlgebraIntegralExecutor
/// @notice Executes a step on an Algebra Integral pool (or a fork). The pool's
/// `algebraSwapCallback` reaches the caller's fallback, which hands it to this executor's
/// fallback once it has checked the caller is the step's pool; the executor then pays the amount
/// owed as the step's pay context says.
/// Step data: abi.encodePacked(address pool, address tokenIn, bool zeroToOne). The price limit is
/// one step inside the extreme (Algebra rejects the extremes themselves): the route's amount
/// bounds, checked by the swap logic, protect the trader.
contract AlgebraIntegralExecutor is IExecutor, DelegateCallOnly {
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
        bool zeroToOne = data[40] != 0;
        SwapSteps.expectCallback(pool, SELF);
        (int256 amount0, int256 amount1) = IAlgebraPool(pool).swap(
            recipient,
            zeroToOne,
            exactOut ? -int256(amount) : int256(amount),
            zeroToOne ? MIN_SQRT_RATIO_PLUS_ONE : MAX_SQRT_RATIO_MINUS_ONE,
            abi.encodePacked(tokenIn, payContext)
        );
        SwapSteps.expectCallback(address(0), address(0));
        (int256 deltaIn, int256 deltaOut) = zeroToOne ? (amount0, amount1) : (amount1, amount0);
        amountIn = uint256(deltaIn);
        amountOut = uint256(-deltaOut);
        if (exactOut && amountOut != amount) revert PartialFill(amount, amountOut);
    }

    /// @notice The pool's `algebraSwapCallback(int256 amount0Delta, int256 amount1Delta, bytes data)`.
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
}
