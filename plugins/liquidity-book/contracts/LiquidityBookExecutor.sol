// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IExecutor} from "@sluice/contracts/interfaces/IExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SafeTransfer} from "@sluice/contracts/libraries/SafeTransfer.sol";
import {SwapSteps} from "@sluice/contracts/libraries/SwapSteps.sol";

interface ILBPairMinimal {
    function getSwapIn(uint128 amountOut, bool swapForY)
        external
        view
        returns (uint128 amountIn, uint128 amountOutLeft, uint128 fee);
    function getSwapOut(uint128 amountIn, bool swapForY)
        external
        view
        returns (uint128 amountInLeft, uint128 amountOut, uint128 fee);
    function swap(bool swapForY, address to) external returns (bytes32 amountsOut);
}

/// @title LiquidityBookExecutor
/// @notice Executes a step on a Liquidity Book pair (Trader Joe v2.2 `LBPair`, or a fork with the
/// same interface), by DELEGATECALL from the router. The pair is paid first (the input sent to it,
/// then `swap(swapForY, to)`, which swaps what it received over its bins).
/// Sell: the output is whatever the pair gives, sent straight to the recipient.
/// Buy: the pair swaps only exact inputs, so the input is the least one whose `getSwapOut` reaches
/// the output, found as the simulator does (getLiquidityBookAmountIn): the pair's `getSwapIn`, then
/// one-wei corrections checked against `getSwapOut`, at most MAX_STEPS of them. Its output can pass
/// the asked amount by rounding (one wei of input buys more than one wei of output where the price
/// is above one); the pair then pays this contract (the router), which sends exactly the asked
/// amount on and keeps the rest, rescuable to the treasury.
/// Step data (see encodeLiquidityBookStep): abi.encodePacked(address pair, address tokenIn, address tokenOut, bool swapForY).
contract LiquidityBookExecutor is IExecutor, DelegateCallOnly {
    error InsufficientLiquidity();
    error ZeroAmount();
    error AmountInSearch();

    uint256 private constant MAX_STEPS = 16;

    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external
        payable
        onlyDelegateCall
        returns (uint256 amountIn, uint256 amountOut)
    {
        address pair = address(bytes20(data[0:20]));
        address tokenIn = address(bytes20(data[20:40]));
        address tokenOut = address(bytes20(data[40:60]));
        bool swapForY = data[60] != 0;
        if (amount == 0 || amount > type(uint128).max) revert ZeroAmount();
        if (!exactOut) {
            amountIn = amount;
            SwapSteps.pay(tokenIn, amountIn, pair, payContext);
            amountOut = _decode(ILBPairMinimal(pair).swap(swapForY, recipient), swapForY);
            return (amountIn, amountOut);
        }
        amountOut = amount;
        amountIn = _amountIn(pair, swapForY, uint128(amountOut));
        SwapSteps.pay(tokenIn, amountIn, pair, payContext);
        uint256 received = _decode(ILBPairMinimal(pair).swap(swapForY, address(this)), swapForY);
        if (received < amountOut) revert InsufficientLiquidity();
        if (recipient != address(this)) SafeTransfer.transfer(tokenOut, recipient, amountOut);
    }

    /// @dev The least input whose pair.getSwapOut reaches `amountOut` with nothing left (getLiquidityBookAmountIn).
    function _amountIn(address pair, bool swapForY, uint128 amountOut) private view returns (uint256 amountIn) {
        (uint128 estimate, uint128 outLeft,) = ILBPairMinimal(pair).getSwapIn(amountOut, swapForY);
        if (outLeft != 0 || estimate == 0) revert InsufficientLiquidity();
        amountIn = estimate;
        uint256 steps;
        if (_reaches(pair, swapForY, amountIn, amountOut)) {
            while (amountIn > 1 && _reaches(pair, swapForY, amountIn - 1, amountOut)) {
                if (++steps > MAX_STEPS) revert AmountInSearch();
                amountIn--;
            }
        } else {
            while (!_reaches(pair, swapForY, amountIn, amountOut)) {
                if (++steps > MAX_STEPS) revert AmountInSearch();
                amountIn++;
            }
        }
    }

    function _reaches(address pair, bool swapForY, uint256 amountIn, uint128 amountOut) private view returns (bool) {
        if (amountIn > type(uint128).max) revert InsufficientLiquidity();
        (uint128 inLeft, uint128 out,) = ILBPairMinimal(pair).getSwapOut(uint128(amountIn), swapForY);
        return inLeft == 0 && out >= amountOut;
    }

    /// @dev The pair's packed amounts: token X in the low 128 bits, token Y in the high ones.
    function _decode(bytes32 amounts, bool swapForY) private pure returns (uint256) {
        return swapForY ? uint256(amounts) >> 128 : uint256(uint128(uint256(amounts)));
    }
}
