// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ConcentratedLiquidityExecutor} from "@sluice/concentrated-liquidity/contracts/ConcentratedLiquidityExecutor.sol";

interface IAlgebraPool {
    function swap(address recipient, bool zeroToOne, int256 amountRequired, uint160 limitSqrtPrice, bytes calldata data)
        external
        returns (int256 amount0, int256 amount1);
}

/// @title AlgebraIntegralExecutor
/// @notice Executes a step on an Algebra Integral pool (or a fork): the shared
/// concentrated-liquidity executor with Algebra's `swap`. The pool's `algebraSwapCallback`
/// reaches the base's fallback.
/// Step data: abi.encodePacked(address pool, address tokenIn, bool zeroToOne).
contract AlgebraIntegralExecutor is ConcentratedLiquidityExecutor {
    function _swapSelector() internal pure override returns (bytes4) {
        return IAlgebraPool.swap.selector;
    }
}
