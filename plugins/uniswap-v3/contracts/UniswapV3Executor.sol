// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ConcentratedLiquidityExecutor} from "@sluice/concentrated-liquidity/contracts/ConcentratedLiquidityExecutor.sol";

interface IUniswapV3Pool {
    function swap(address recipient, bool zeroForOne, int256 amountSpecified, uint160 sqrtPriceLimitX96, bytes calldata data)
        external
        returns (int256 amount0, int256 amount1);
}

/// @title UniswapV3Executor
/// @notice Executes a step on a Uniswap V3 pool or a fork: the shared concentrated-liquidity
/// executor with V3's `swap`. The pool's callback, whatever a fork names it
/// (`uniswapV3SwapCallback`, `hyperswapV3SwapCallback`, ...), reaches the base's fallback.
/// Step data: abi.encodePacked(address pool, address tokenIn, bool zeroForOne).
contract UniswapV3Executor is ConcentratedLiquidityExecutor {
    function _swapSelector() internal pure override returns (bytes4) {
        return IUniswapV3Pool.swap.selector;
    }
}
