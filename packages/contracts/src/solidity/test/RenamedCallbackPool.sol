// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20Minimal} from "../interfaces/IERC20Minimal.sol";

interface IHyperswapV3SwapCallback {
    function hyperswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external;
}

/// @title RenamedCallbackPool
/// @notice Test double: a Uniswap V3 fork's pool as the router sees it (same `swap`, callback
/// renamed to `hyperswapV3SwapCallback`), at a fixed 1:1 raw price without fee. Like a real
/// pool, it sends the output first, calls back, then checks it was paid.
contract RenamedCallbackPool {
    address public immutable token0;
    address public immutable token1;

    error NotPaid();

    constructor(address token0_, address token1_) {
        (token0, token1) = token0_ < token1_ ? (token0_, token1_) : (token1_, token0_);
    }

    function swap(address recipient, bool zeroForOne, int256 amountSpecified, uint160, bytes calldata data)
        external
        returns (int256 amount0, int256 amount1)
    {
        uint256 amount = uint256(amountSpecified > 0 ? amountSpecified : -amountSpecified);
        (address tokenIn, address tokenOut) = zeroForOne ? (token0, token1) : (token1, token0);
        (amount0, amount1) = zeroForOne ? (int256(amount), -int256(amount)) : (-int256(amount), int256(amount));
        IERC20Minimal(tokenOut).transfer(recipient, amount);
        uint256 balanceBefore = IERC20Minimal(tokenIn).balanceOf(address(this));
        IHyperswapV3SwapCallback(msg.sender).hyperswapV3SwapCallback(amount0, amount1, data);
        if (IERC20Minimal(tokenIn).balanceOf(address(this)) < balanceBefore + amount) revert NotPaid();
    }
}
