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
/// The pair's two calls are made by hand (this runs on every V2 step): `getReserves` must answer
/// its three words, which proves the pair has code before `swap` is called without solc's check.
contract UniswapV2Executor is IExecutor, DelegateCallOnly {
    error InsufficientLiquidity();
    error ZeroAmount();
    error MalformedStep();

    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external payable
        onlyDelegateCall
        returns (uint256 amountIn, uint256 amountOut)
    {
        if (data.length < 44) revert MalformedStep();
        (address pair, address tokenIn, bool zeroForOne) = SwapSteps.readStepHead(data);
        uint256 feePpm;
        assembly ("memory-safe") {
            feePpm := shr(232, calldataload(add(data.offset, 41)))
        }
        (uint256 reserve0, uint256 reserve1) = _reserves(pair);
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
        _swap(pair, zeroForOne ? 0 : amountOut, zeroForOne ? amountOut : 0, recipient);
    }

    /// @dev The pair's reserves; reverts unless it answers `getReserves`' three words.
    function _reserves(address pair) private view returns (uint256 reserve0, uint256 reserve1) {
        bytes4 selector = IUniswapV2Pair.getReserves.selector;
        assembly ("memory-safe") {
            mstore(0, selector)
            if iszero(staticcall(gas(), pair, 0, 4, 0, 0x40)) {
                let ptr := mload(0x40)
                returndatacopy(ptr, 0, returndatasize())
                revert(ptr, returndatasize())
            }
            if lt(returndatasize(), 0x60) { revert(0, 0) }
            reserve0 := mload(0)
            reserve1 := mload(0x20)
        }
    }

    /// @dev `pair.swap(amount0Out, amount1Out, to, "")`, its revert bubbled.
    function _swap(address pair, uint256 amount0Out, uint256 amount1Out, address to) private {
        bytes4 selector = IUniswapV2Pair.swap.selector;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, selector)
            mstore(add(ptr, 0x04), amount0Out)
            mstore(add(ptr, 0x24), amount1Out)
            mstore(add(ptr, 0x44), to)
            mstore(add(ptr, 0x64), 0x80)
            mstore(add(ptr, 0x84), 0)
            if iszero(call(gas(), pair, 0, ptr, 0xa4, 0, 0)) {
                returndatacopy(ptr, 0, returndatasize())
                revert(ptr, returndatasize())
            }
        }
    }
}
