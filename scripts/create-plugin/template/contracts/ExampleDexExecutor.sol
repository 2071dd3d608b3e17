// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IExecutor} from "@sluice/contracts/interfaces/IExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SwapSteps} from "@sluice/contracts/libraries/SwapSteps.sol";

interface IExampleDexPool {
    function getReserves() external view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

/// @title ExampleDexExecutor
/// @notice Runs one step on a example-dex pool, by DELEGATECALL from the router. The skeleton treats
/// the pool as a constant-product pair: it computes the amounts from the pool's reserves with the
/// same formulas as the simulator, pays the input to the pool, then calls `swap`.
/// Step data (see encodeExampleDexStep): abi.encodePacked(address pool, address tokenIn, bool zeroForOne, uint24 feePpm).
/// `onlyDelegateCall`: called directly, an executor would act on its own (empty) balance, or on
/// tokens sent to it by mistake; only the router's DELEGATECALL may run it.
contract ExampleDexExecutor is IExecutor, DelegateCallOnly {
    error InsufficientLiquidity();
    error ZeroAmount();

    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external payable
        onlyDelegateCall
        returns (uint256 amountIn, uint256 amountOut)
    {
        address pool = address(bytes20(data[0:20]));
        address tokenIn = address(bytes20(data[20:40]));
        bool zeroForOne = data[40] != 0;
        uint256 feeFactor = 1_000_000 - uint24(bytes3(data[41:44]));
        (uint256 reserve0, uint256 reserve1,) = IExampleDexPool(pool).getReserves();
        (uint256 reserveIn, uint256 reserveOut) = zeroForOne ? (reserve0, reserve1) : (reserve1, reserve0);
        if (reserveIn == 0 || reserveOut == 0) revert InsufficientLiquidity();
        if (exactOut) {
            amountOut = amount;
            if (amountOut >= reserveOut) revert InsufficientLiquidity();
            amountIn = reserveIn * amountOut * 1_000_000 / ((reserveOut - amountOut) * feeFactor) + 1;
        } else {
            amountIn = amount;
            amountOut = amountIn * feeFactor * reserveOut / (reserveIn * 1_000_000 + amountIn * feeFactor);
        }
        if (amountOut == 0) revert ZeroAmount();
        SwapSteps.pay(tokenIn, amountIn, pool, payContext);
        (uint256 amount0Out, uint256 amount1Out) = zeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
        IExampleDexPool(pool).swap(amount0Out, amount1Out, recipient, "");
    }
}
