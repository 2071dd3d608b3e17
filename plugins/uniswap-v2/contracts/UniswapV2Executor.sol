// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IExecutor} from "@sluice/contracts/interfaces/IExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SwapSteps} from "@sluice/contracts/libraries/SwapSteps.sol";

interface IUniswapV2Pair {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

/// @title UniswapV2Executor
/// @notice Executes a step on a Uniswap V2 pair (or a fork: the fee is per step). Input is sent to
/// the pair before `swap`; amounts come from the pair's current reserves with the pair's own
/// formulas (getAmountOut for sell, getAmountIn for buy), so the pair's K check always holds.
/// Step data: abi.encodePacked(address pair, address tokenIn, bool zeroForOne, uint24 feePpm).
contract UniswapV2Executor is IExecutor, DelegateCallOnly {
    error InsufficientLiquidity();
    error ZeroAmount();

    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external payable
        onlyDelegateCall
        returns (uint256 amountIn, uint256 amountOut)
    {
        address pair = address(bytes20(data[0:20]));
        address tokenIn = address(bytes20(data[20:40]));
        bool zeroForOne = data[40] != 0;
        uint256 feePpm = uint24(bytes3(data[41:44]));
        (uint256 reserve0, uint256 reserve1,) = IUniswapV2Pair(pair).getReserves();
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        uint256 feeFactor = 1_000_000 - feePpm;
        if (exactOut) {
            amountOut = amount;
            if (amountOut >= reserveOut) revert InsufficientLiquidity();
            amountIn = reserveIn * amountOut * 1_000_000 / ((reserveOut - amountOut) * feeFactor) + 1;
        } else {
            amountIn = amount;
            uint256 amountInWithFee = amountIn * feeFactor;
            amountOut = amountInWithFee * reserveOut / (reserveIn * 1_000_000 + amountInWithFee);
        }
        if (amountOut == 0) revert ZeroAmount();
        SwapSteps.pay(tokenIn, amountIn, pair, payContext);
        (uint256 amount0Out, uint256 amount1Out) = zeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
        IUniswapV2Pair(pair).swap(amount0Out, amount1Out, recipient, "");
    }
}
